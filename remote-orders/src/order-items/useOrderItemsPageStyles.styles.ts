import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderItemsPageStyles = makeStyles({
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  metaItem: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  term: {
    color: tokens.colorNeutralForeground3,
  },
  value: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  // decisions/order-workspace.md: the claim between the order's facts and its items; the notes after the items.
  claim: { marginBlockEnd: tokens.spacingVerticalL },
  notes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalXL },
  items: {
    '& table': { tableLayout: 'auto', width: '100%' },
  },
  product: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  image: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  noImage: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
  history: {
    marginBlockStart: tokens.spacingVerticalXL,
  },
  message: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
});
