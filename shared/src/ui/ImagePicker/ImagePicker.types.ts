export interface ImagePickerProps {
  /** The field's label, e.g. 'Shop image'. */
  label: string;
  /** The newly chosen file, or null while none is chosen. */
  value: File | null;
  /** The image the entity already has (edit forms): previewed until a new file replaces it. */
  existingUrl?: string | null;
  /** Called with the chosen image file; non-image files never reach it. */
  onChange: (file: File | null) => void;
  /** Shows the required mark. @default false */
  required?: boolean;
  /** The form's validation message for this field (e.g. 'Shop image is required'). */
  error?: string | null;
  /** Largest accepted file in bytes; the API refuses more than 5 MB. @default 5 * 1024 * 1024 */
  maxBytes?: number;
  /** @default false */
  disabled?: boolean;
  /** On a phone, open the camera at once (`environment`: the back one, `user`: the front) instead of the files; unset: the files. */
  capture?: 'environment' | 'user';
}
