import { useDeleteViewMutation, useGetSavedViewsQuery, useSaveViewMutation } from '../../api/saved-views-api';
import { useNotifiedCall } from '../notifications/use-notified-call';
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Switch, Text } from '@fluentui/react-components';
import { BookmarkRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedViewsProps } from './SavedViews.types';
import { useSavedViewsStyles } from './useSavedViewsStyles.styles';

/** A view's name is short: it is read in a menu. */
const MAX_NAME_LENGTH = 60;

/**
 * decisions/search.md: saved views beside a list's search. The menu lists the user's own views and the team's
 * shared ones (kept on the server, so not lost at sign-out); choosing one puts its filters in the
 * address. "Save current view…" names the filters now, for oneself or the whole team, and lists
 * one's own views to delete.
 */
export function SavedViews({ list, query, onApply }: SavedViewsProps) {
  const { t } = useTranslation();
  const styles = useSavedViewsStyles();
  const run = useNotifiedCall();
  const views = useGetSavedViewsQuery(list);
  const [saveView, saving] = useSaveViewMutation();
  const [deleteView] = useDeleteViewMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('views.name'));
      return;
    }
    const saved = await run(() => saveView({ list, name: trimmed, query, shared }).unwrap(), { success: t('views.saved', { name: trimmed }), failed: t('views.saveFailed') });
    if (saved) {
      setDialogOpen(false);
      setName('');
      setShared(false);
    }
  };
  const remove = (id: number, viewName: string) =>
    run(() => deleteView(id).unwrap(), { success: t('views.deleted', { name: viewName }), failed: t('views.deleteFailed') });
  const own = (views.data ?? []).filter((view) => view.mine);

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.trigger} icon={<BookmarkRegular />}>
            {t('views.menu')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {(views.data ?? []).length === 0 ? (
              <MenuItem disabled>{t('views.none')}</MenuItem>
            ) : (
              (views.data ?? []).map((view) => (
                <MenuItem
                  key={view.id}
                  onClick={() => onApply(view.query)}
                  secondaryContent={view.shared ? (view.mine ? t('views.shared') : t('views.by', { name: view.owner.name })) : undefined}
                >
                  <bdi>{view.name}</bdi>
                </MenuItem>
              ))
            )}
            <MenuDivider />
            <MenuItem icon={<SaveRegular />} onClick={() => setDialogOpen(true)}>
              {t('views.save')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Dialog open={dialogOpen} onOpenChange={(_event, data) => setDialogOpen(data.open)}>
        <DialogSurface>
          <form onSubmit={(event) => void submit(event)}>
            <DialogBody>
              <DialogTitle>{t('views.saveTitle')}</DialogTitle>
              <DialogContent className={styles.form}>
                <Field label={t('views.name')} required validationMessage={nameError ?? undefined}>
                  <Input
                    value={name}
                    maxLength={MAX_NAME_LENGTH}
                    onChange={(_event, data) => {
                      setName(data.value);
                      setNameError(null);
                    }}
                  />
                </Field>
                <Switch checked={shared} label={t('views.share')} onChange={(_event, data) => setShared(data.checked)} />
                {own.length > 0 ? (
                  <div>
                    <Text weight="semibold">{t('views.yours')}</Text>
                    <ul className={styles.own}>
                      {own.map((view) => (
                        <li key={view.id} className={styles.ownItem}>
                          <bdi>{view.name}</bdi>
                          {view.shared ? <Badge appearance="tint">{t('views.shared')}</Badge> : null}
                          <Button
                            appearance="subtle"
                            icon={<DeleteRegular />}
                            aria-label={t('views.deleteNamed', { name: view.name })}
                            onClick={() => void remove(view.id, view.name)}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setDialogOpen(false)}>{t('actions.cancel')}</Button>
                <Button appearance="primary" type="submit" disabled={saving.isLoading}>
                  {t('views.saveAction')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
