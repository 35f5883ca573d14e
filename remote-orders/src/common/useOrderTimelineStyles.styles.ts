import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useOrderTimelineStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  // A line down the start side joins the steps; logical properties, so it mirrors in Arabic.
  step: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    marginInlineStart: tokens.spacingHorizontalXS,
    ':last-child': { borderInlineStartColor: 'transparent', paddingBlockEnd: 0 },
  },
  marker: {
    position: 'absolute',
    insetInlineStart: '-7px',
    insetBlockStart: '4px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.border(tokens.strokeWidthThick, 'solid', tokens.colorNeutralBackground1),
    boxSizing: 'border-box',
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  actor: {
    fontWeight: tokens.fontWeightSemibold,
  },
  time: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  reason: {
    margin: 0,
    // Between words only: breaking inside one would split an Arabic word's joined letters.
    overflowWrap: 'break-word',
    whiteSpace: 'pre-line',
  },
  reasonLabel: {
    color: tokens.colorNeutralForeground3,
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
  },
});
