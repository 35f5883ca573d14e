import { makeStyles, tokens } from '@fluentui/react-components';

export const useStatusBadgeStyles = makeStyles({
  // Fluent's badge is one line high: a longer status ("Paused until 15:17") in a narrow column
  // wraps between words and would spill over its border, so the badge grows with its lines.
  root: { height: 'auto', minHeight: '20px', paddingBlock: tokens.spacingVerticalXXS, textAlign: 'start' },
});
