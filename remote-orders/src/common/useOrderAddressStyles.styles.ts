import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderAddressStyles = makeStyles({
  // The line, then one extra a line, inside the details' value cell.
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3 },
  map: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});
