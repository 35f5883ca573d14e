export interface DialogFailureProps {
  /** The refusal in words; nothing is shown while it is null and there are no problems. */
  message: string | null;
  /** A heading over the message or the problems, e.g. "The file was not imported". @default none */
  title?: string;
  /** The server's problems one by one (a file's lines), listed instead of the message. @default [] */
  problems?: readonly string[];
}
