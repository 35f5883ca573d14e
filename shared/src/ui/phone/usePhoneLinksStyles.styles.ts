import { makeStyles, tokens } from '@fluentui/react-components';
import { TOUCH_QUERY } from '../media/media';

export const usePhoneLinksStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'nowrap',
    columnGap: tokens.spacingHorizontalXS,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    // Where fingers act (a phone, a tablet), each link is a 44 × 44 px target (WCAG 2.5.5) wherever
    // it sits: a card, a table cell, the order popup's details.
    [`@media ${TOUCH_QUERY}`]: { minHeight: '44px', minWidth: '44px', justifyContent: 'center' },
  },
  number: {
    whiteSpace: 'nowrap',
  },
  whatsApp: {
    fontSize: tokens.fontSizeBase400,
  },
});
