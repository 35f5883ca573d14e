import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderStatusTabsStyles = makeStyles({
  list: {
    flexWrap: 'wrap',
    marginBlockEnd: tokens.spacingVerticalM,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  label: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});
