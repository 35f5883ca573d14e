import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A refused save's message inside its dialog, read out at once. */
export function DialogFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
