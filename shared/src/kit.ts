/**
 * @dukkan/shared/kit — the list and form components every remote's screens are made of.
 *
 * Not a Module Federation singleton, unlike '@dukkan/shared': these components hold no state of
 * their own (theme, direction, i18n and the store come from the shared singletons), so each app
 * bundles just the ones it uses, tree-shaken, and the host's first load carries none of them.
 * Import them from here, never from '@dukkan/shared/src/...'.
 */
export { LoadMoreTable } from './ui/LoadMoreTable/LoadMoreTable';
export type { LoadMoreTableColumn, LoadMoreTableProps } from './ui/LoadMoreTable/LoadMoreTable.types';
export { TableSkeleton } from './ui/TableSkeleton/TableSkeleton';
export type { TableSkeletonProps } from './ui/TableSkeleton/TableSkeleton.types';
export { ConfirmDialog } from './ui/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ui/ConfirmDialog/ConfirmDialog.types';
export { PageHeader } from './ui/PageHeader/PageHeader';
export type { PageHeaderProps } from './ui/PageHeader/PageHeader.types';
export { ImagePicker } from './ui/ImagePicker/ImagePicker';
export type { ImagePickerProps } from './ui/ImagePicker/ImagePicker.types';
export { StatusBadge } from './ui/StatusBadge/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './ui/StatusBadge/StatusBadge.types';
export { useUnsavedChangesGuard } from './ui/UnsavedChangesGuard/use-unsaved-changes-guard';
export type { UnsavedChangesGuard } from './ui/UnsavedChangesGuard/use-unsaved-changes-guard';
// FormField again, for remotes: Fluent's Field links label and control through a React context of
// @fluentui/react-field. Taken from the '@dukkan/shared' singleton it is the host's copy of that
// context while a remote's Input/Select read the remote's copy, so in a built remote the label
// does not reach the control (no accessible name). From here it is bundled beside the controls.
export { FormField } from './ui/FormField/FormField';
export type { FormFieldProps } from './ui/FormField/FormField.types';
export { serverFieldErrors } from './ui/form/server-field-errors';
