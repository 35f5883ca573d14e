import { makeStaticStyles } from '@fluentui/react-components';
import { TOUCH_QUERY } from './media';

/**
 * On a phone, and on any touch screen (a tablet), every Fluent control that acts is at least
 * 44 × 44 px (WCAG 2.5.5): icon-only row buttons (Fluent caps those at 32 px), a toast's Dismiss
 * and a banner's action (the live desk's "Open New Orders") and a link in a table's cell (a
 * category's name) included. Page-wide rules, called once
 * by the host above every route: dialogs and popovers render in portals outside any screen, and one
 * rule here reaches them all instead of a copy per screen. `html` lifts each rule above Fluent's
 * one-class rules.
 */
export const useTouchTargets = makeStaticStyles(`
@media ${TOUCH_QUERY} {
  html .fui-Button, html .fui-ToggleButton, html .fui-MenuButton, html .fui-CompoundButton {
    min-height: 44px;
    min-width: 44px;
    max-width: none;
  }
  html .fui-Tab, html .fui-MenuItem {
    min-height: 44px;
  }
  html .fui-Switch {
    min-height: 44px;
    align-items: center;
  }
  html .fui-Toast .fui-Link, html .fui-MessageBar .fui-Link {
    min-height: 44px;
    min-width: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  html .fui-TableCell a[href] {
    min-height: 44px;
    min-width: 44px;
    display: inline-flex;
    align-items: center;
  }
}
`);
