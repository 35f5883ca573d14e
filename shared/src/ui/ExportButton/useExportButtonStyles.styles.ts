import { makeStyles, tokens } from '@fluentui/react-components';

export const useExportButtonStyles = makeStyles({
  running: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: '220px' },
  bar: { flexGrow: 1, minWidth: '120px' },
});
