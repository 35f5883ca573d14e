import { type RefObject, useCallback, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

export interface UnsavedChangesGuard {
  /** The 'Discard changes?' dialog: render it once in the form. */
  dialog: ReactElement;
  /**
   * Lets the next navigation through without asking: call it right before navigating away after a
   * successful save (the form is still dirty in this render, the changes are not lost).
   */
  allowNavigation: () => void;
}

/**
 * Asks before a dirty form is left: an in-app navigation (link, back button, the side navigation)
 * opens a confirm dialog, and closing or reloading the tab raises the browser's own prompt.
 * Needs a data router (the host's, or renderWithProviders in tests). The blocker lives in `dialog`:
 * a router asks only its latest blocker, so a form that does not guard (a dialog's, a note's) must
 * not register one, or a page's guarded form beside it would stop asking.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  // Refs, not state: the blocker is asked at navigation time, and must see this render's answer.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowedRef = useRef(false);
  const allowNavigation = useCallback(() => {
    allowedRef.current = true;
  }, []);
  return { dialog: <NavigationGuard dirtyRef={dirtyRef} allowedRef={allowedRef} />, allowNavigation };
}

function NavigationGuard({ dirtyRef, allowedRef }: { dirtyRef: RefObject<boolean>; allowedRef: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowedRef.current && currentLocation.pathname !== nextLocation.pathname,
      [dirtyRef, allowedRef],
    ),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirtyRef.current || allowedRef.current) return;
        event.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        event.returnValue = '';
      },
      [dirtyRef, allowedRef],
    ),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.keepEditing')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
