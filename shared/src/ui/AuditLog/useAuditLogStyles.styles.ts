import { makeStyles, tokens } from '@fluentui/react-components';

export const useAuditLogStyles = makeStyles({
  changes: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  diff: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': {
      paddingBlock: tokens.spacingVerticalXXS,
      paddingInline: tokens.spacingHorizontalS,
      textAlign: 'start',
      verticalAlign: 'top',
      borderBlockEndWidth: tokens.strokeWidthThin,
      borderBlockEndStyle: 'solid',
      borderBlockEndColor: tokens.colorNeutralStroke2,
    },
  },
  before: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through', overflowWrap: 'anywhere' },
  after: { color: tokens.colorPaletteGreenForeground1, overflowWrap: 'anywhere' },
  amount: { overflowWrap: 'normal', wordBreak: 'keep-all' },
  quiet: { color: tokens.colorNeutralForeground3 },
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    marginBlockStart: tokens.spacingVerticalXL,
    paddingBlockStart: tokens.spacingVerticalM,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
});
