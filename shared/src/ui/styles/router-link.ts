import { tokens } from '@fluentui/react-components';
import { TOUCH_QUERY } from '../media/media';

/** A router link dressed as Fluent's link: a category opening its products, a customer's name their profile. */
export const routerLink = {
  color: tokens.colorBrandForegroundLink,
  fontWeight: tokens.fontWeightSemibold,
  textDecorationLine: 'none',
  ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
} as const;

/**
 * A link made a 44 × 44 px target on a touch screen (WCAG 2.5.5), as useTouchTargets makes Fluent's controls: a
 * complaint's number on its order's page, a message's order in its list.
 */
const touchTarget = { minHeight: '44px', minWidth: '44px', display: 'inline-flex', alignItems: 'center' } as const;
export const touchLink = { [`@media ${TOUCH_QUERY}`]: touchTarget } as const;

/**
 * touchLink for a link inside a sentence (the Users screen's pointer to Customers): its box reaches into the lines
 * above and below (negative margins as tall as it grew) rather than pushing them apart, so the sentence reads as it
 * would without the link, and a header the host's first frame drew before the screen's code (the same words, no
 * link) does not move when the link arrives. Not for links in a row or a list: their boxes would overlap.
 */
export const touchLinkInText = {
  // Sideways too: 8 px of padding each side (inside the 44 px: border-box), given back by as much negative margin, so a
  // word of 28 px or more (Arabic's العملاء, ~36 px) reaches 44 px without a gap before the sentence's next character.
  [`@media ${TOUCH_QUERY}`]: {
    ...touchTarget,
    boxSizing: 'border-box',
    justifyContent: 'center',
    paddingInline: '8px',
    marginInline: '-8px',
    marginBlock: 'calc((1lh - 44px) / 2)',
  },
} as const;
