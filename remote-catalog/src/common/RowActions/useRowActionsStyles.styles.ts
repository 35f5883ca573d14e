import { makeStyles, tokens } from '@fluentui/react-components';

export const useRowActionsStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'nowrap',
  },
  delete: {
    color: tokens.colorPaletteRedForeground1,
  },
});
