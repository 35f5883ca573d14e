export interface RowActionsProps {
  /** Accessible name of the Edit button, already translated, e.g. 'Edit Fresh Market'. */
  editLabel: string;
  /** Accessible name of the Delete button, already translated. */
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}
