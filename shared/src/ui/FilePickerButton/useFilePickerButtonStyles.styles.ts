import { makeStyles, tokens } from '@fluentui/react-components';

export const useFilePickerButtonStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // In the page (its label and file belong to it) but out of sight: the button opens it.
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  fileName: { minWidth: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});
