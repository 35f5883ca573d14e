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
 * A link in running text made a 44 × 44 px target on a touch screen (WCAG 2.5.5), as useTouchTargets makes Fluent's
 * controls: a pointer to another screen in a hint, a complaint's number on its order's page.
 */
export const touchLink = {
  [`@media ${TOUCH_QUERY}`]: { minHeight: '44px', minWidth: '44px', display: 'inline-flex', alignItems: 'center' },
} as const;
