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
export { ResponsiveTable } from './ui/ResponsiveTable/ResponsiveTable';
export type { ResponsiveTableColumn, ResponsiveTableProps } from './ui/ResponsiveTable/ResponsiveTable.types';
// decisions/phone-speed.md: one phone width for the lists' cards, the touch targets and the screens' own styles.
export { PHONE, PHONE_QUERY, TABLET, TABLET_QUERY, TOUCH_QUERY, useCardsLayout, useIsPhone, useMediaQuery, type CardsUpTo } from './ui/media/media';
export { useTouchTargets } from './ui/media/useTouchTargets.styles';
export { useRestoreFocus } from './ui/focus/use-restore-focus';
export { TableSkeleton } from './ui/TableSkeleton/TableSkeleton';
export type { TableSkeletonProps } from './ui/TableSkeleton/TableSkeleton.types';
export { ConfirmDialog } from './ui/ConfirmDialog/ConfirmDialog';
export { DialogFailure } from './ui/DialogFailure/DialogFailure';
export type { DialogFailureProps } from './ui/DialogFailure/DialogFailure.types';
export { FilePickerButton } from './ui/FilePickerButton/FilePickerButton';
export type { FilePickerButtonProps } from './ui/FilePickerButton/FilePickerButton.types';
export { FormDialog } from './ui/FormDialog/FormDialog';
export type { FormDialogProps } from './ui/FormDialog/FormDialog.types';
export { SearchField } from './ui/SearchField/SearchField';
export { SavedViews } from './ui/SavedViews/SavedViews';
export { FilterBar } from './ui/FilterBar/FilterBar';
export { ExportButton } from './ui/ExportButton/ExportButton';
export { BulkActionBar, BulkDock, BulkOutcomeBar } from './ui/BulkActions/BulkActionBar';
export { useRowSelection } from './ui/BulkActions/use-row-selection';
export { useBulkCall } from './ui/BulkActions/use-bulk-call';
export type { RowSelection } from './ui/BulkActions/use-row-selection';
export type { BulkActionBarProps, BulkOutcome, BulkOutcomeBarProps } from './ui/BulkActions/BulkActions.types';
export type { ExportButtonProps } from './ui/ExportButton/ExportButton.types';
export type { FilterBarProps } from './ui/FilterBar/FilterBar.types';
export { useFilterBarStyles } from './ui/FilterBar/useFilterBarStyles.styles';
export type { SavedViewsProps } from './ui/SavedViews/SavedViews.types';
export type { SearchFieldProps } from './ui/SearchField/SearchField.types';
export type { ConfirmDialogProps } from './ui/ConfirmDialog/ConfirmDialog.types';
export { PageHeader } from './ui/PageHeader/PageHeader';
export type { PageHeaderProps } from './ui/PageHeader/PageHeader.types';
export { ImagePicker } from './ui/ImagePicker/ImagePicker';
export type { ImagePickerProps } from './ui/ImagePicker/ImagePicker.types';
export { Fact, Facts } from './ui/Facts/Facts';
export { BackLink } from './ui/RecordPage/BackLink';
export { KuwaitTime } from './ui/RecordPage/KuwaitTime';
export { PageSection } from './ui/RecordPage/PageSection';
export { RecordState, type RecordStateProps } from './ui/RecordPage/RecordState';
export { NotesThread, type NotesThreadProps, type ThreadNote } from './ui/NotesThread/NotesThread';
export { StatusBadge } from './ui/StatusBadge/StatusBadge';
export { ORDER_STATUS_TONES } from './ui/StatusBadge/order-status-tones';
export { AuditLog, HistoryPanel } from './ui/AuditLog/AuditLog';
export type { AuditLogProps, HistoryPanelProps } from './ui/AuditLog/AuditLog.types';
export type { StatusBadgeProps, StatusTone } from './ui/StatusBadge/StatusBadge.types';
export { useUnsavedChangesGuard } from './ui/UnsavedChangesGuard/use-unsaved-changes-guard';
export type { UnsavedChangesGuard } from './ui/UnsavedChangesGuard/use-unsaved-changes-guard';
// FormField only from here: Fluent's Field links label and control through a React context of
// @fluentui/react-field, so it must be bundled beside the app's own controls (a singleton copy
// would be the host's context while a remote's Input reads its own: no accessible name).
export { FormField } from './ui/FormField/FormField';
export type { FormFieldProps } from './ui/FormField/FormField.types';
export { serverFieldErrors } from './ui/form/server-field-errors';
export { useRulesForm } from './ui/form/use-rules-form';
export { typedLength } from './ui/form/typed-length';
export type { FormRules, RulesForm, UseRulesFormOptions } from './ui/form/use-rules-form';
// react-hook-form's Controller binds a control to a useRulesForm form: taken from here, every app
// uses the kit's copy of the library (one form library, one version, no dependency per remote).
export { Controller, type FieldValues } from 'react-hook-form';
export { FormImagePicker, FormInput, FormPhoneInput, FormSelect, FormTextarea } from './ui/form/FormInput';
export { FormActions, SubmitButton } from './ui/FormActions/FormActions';
export type { FormActionsProps, SubmitButtonProps } from './ui/FormActions/FormActions.types';
export type { FormImagePickerProps, FormInputProps, FormPhoneInputProps, FormSelectProps, FormTextareaProps } from './ui/form/FormInput';
// A picker over hundreds of rows searches the server (architecture §7): one component, one or many choices.
export { SearchPicker } from './ui/SearchPicker/SearchPicker';
export { searchResult } from './ui/SearchPicker/search-result';
export type { SearchAnswer } from './ui/SearchPicker/search-result';
// A reason given from presets (stored as codes, read in each reader's language) or typed.
export { NO_REASON, presetReason, reasonBody, reasonText, typedReason, type ReasonDraft } from './ui/reasons/preset-reason';
// Every phone shown: a tel: link and WhatsApp beside it.
export { PhoneLinks, phoneTargets } from './ui/phone/PhoneLinks';
export type { PhoneLinksProps } from './ui/phone/PhoneLinks.types';
export type { IdPickerProps, PickerOption, SearchPickerProps } from './ui/SearchPicker/SearchPicker.types';
export { isChosenId, OneChoicePicker } from './ui/SearchPicker/OneChoicePicker';
export type { OneChoicePickerProps } from './ui/SearchPicker/OneChoicePicker';
export { ShopPicker } from './ui/SearchPicker/ShopPicker';
// The logical border and the looks of a notice panel, an in-place failure and an empty list: the host's remote
// fallbacks, stat cards and dashboard use them too.
export { logicalBorder } from './ui/styles/logical-border';
export { noticePanel } from './ui/styles/notice-panel';
export { errorPanel } from './ui/styles/error-panel';
export { emptyState } from './ui/styles/empty-state';
export { raisedCard } from './ui/styles/raised-card';
export { routerLink, touchLink, touchLinkInText } from './ui/styles/router-link';
export { visuallyHidden } from './ui/styles/visually-hidden';
