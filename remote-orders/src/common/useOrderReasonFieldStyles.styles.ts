import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useOrderReasonFieldStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBlockStart: tokens.spacingVerticalM,
  },
  // A fieldset (the buttons' group) without the browser's frame.
  quickReasons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    ...shorthands.borderStyle('none'),
    margin: 0,
    padding: 0,
  },
  // A legend in a flex fieldset sits on the first line, before the buttons.
  caption: {
    float: 'inline-start',
    padding: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});
