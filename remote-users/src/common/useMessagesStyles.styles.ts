import { routerLink, touchLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

/** A message's words as said (the outbox's text, a template's preview): a quoted box, in the text's own direction. */
export const quotedText = {
  margin: 0,
  // In its own direction: the panel's provider aligns every text to the page's side.
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  paddingBlock: tokens.spacingVerticalS,
  paddingInline: tokens.spacingHorizontalM,
  borderInlineStartWidth: tokens.strokeWidthThicker,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: tokens.colorBrandStroke1,
  backgroundColor: tokens.colorNeutralBackground2,
  borderRadius: tokens.borderRadiusMedium,
} as const;

/** The outbox (/messages) and the profile's latest messages. */
export const useMessagesStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tabs: {
    flexWrap: 'wrap',
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  link: { ...routerLink, ...touchLink },
  quiet: { color: tokens.colorNeutralForeground3 },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // The provider's words may be one long token (a URL, a JSON body): they wrap rather than widen the page.
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere', maxWidth: '24rem' },
  textCell: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: 0 },
  quote: { ...quotedText, maxWidth: '32rem' },
});
