import { tokens } from '@fluentui/react-components';

/** A router link dressed as Fluent's link: a category opening its products, a customer's name their profile. */
export const routerLink = {
  color: tokens.colorBrandForegroundLink,
  fontWeight: tokens.fontWeightSemibold,
  textDecorationLine: 'none',
  ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
} as const;
