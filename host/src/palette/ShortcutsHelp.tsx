import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HOST_NS } from '../i18n';
import { useBilingual } from '../i18n/use-bilingual';
import { useNavEntries } from '../sections/nav-entries';
import { goToEntries } from './keyboard-shortcuts';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  keys: { whiteSpace: 'nowrap', paddingBlock: tokens.spacingVerticalXS, paddingInlineEnd: tokens.spacingHorizontalL, verticalAlign: 'top' },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface ShortcutsHelpProps {
  open: boolean;
  onClose: () => void;
}

/** decisions/search.md: `?` lists every shortcut (from the one table in keyboard-shortcuts.ts). */
export default function ShortcutsHelp({ open, onClose }: ShortcutsHelpProps) {
  const styles = useStyles();
  const { t } = useTranslation(HOST_NS);
  const { primaryText } = useBilingual();
  const { entries } = useNavEntries();
  const rows: [string[], string][] = [
    [['Ctrl', 'K'], t('shortcuts.palette')],
    [['/'], t('shortcuts.search')],
    ...goToEntries(entries).map((entry): [string[], string] => [['g', entry.shortcut ?? ''], t('shortcuts.goTo', { screen: primaryText(entry.label) })]),
    [['?'], t('shortcuts.help')],
  ];
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
          <DialogContent>
            <table className={styles.table}>
              <tbody>
                {rows.map(([keys, what]) => (
                  <tr key={keys.join('+')}>
                    <td className={styles.keys} dir="ltr">
                      {keys.map((key, index) => (
                        <span key={key}>
                          {index > 0 ? ' ' : null}
                          <kbd className={styles.kbd}>{key}</kbd>
                        </span>
                      ))}
                    </td>
                    <td>{what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('shortcuts.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
