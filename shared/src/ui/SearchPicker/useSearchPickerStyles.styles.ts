import { makeStyles, tokens } from '@fluentui/react-components';

export const useSearchPickerStyles = makeStyles({
  // A long name is cut short (its whole text in the title) instead of pushing the field past a phone's edge.
  group: { minWidth: 0, maxWidth: '100%' },
  tag: { maxWidth: '100%', minWidth: 0, overflow: 'hidden' },
  tagText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  optionText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  secondary: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});
