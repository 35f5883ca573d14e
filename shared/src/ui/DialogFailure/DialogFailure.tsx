import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { DialogFailureProps } from './DialogFailure.types';

/** A refused save's message inside its dialog, read out at once: one message, or a title over the server's list. */
export function DialogFailure({ message, title, problems = [] }: DialogFailureProps) {
  if (!message && problems.length === 0) return null;
  return (
    <MessageBar intent="error" role="alert" layout={problems.length > 0 || title ? 'multiline' : 'auto'}>
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {problems.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          message
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
