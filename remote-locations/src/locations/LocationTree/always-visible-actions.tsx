import type { TreeItemLayoutProps } from '@fluentui/react-components';
import type { ElementType, ReactNode } from 'react';

/**
 * TreeItemLayout's `actions` slot, shown all the time rather than on hover or focus only (spec §2:
 * every node shows Edit and Delete). Fluent hands the slot's `visible` on to its <div>, which React
 * warns about, so the slot is rendered without it.
 */
export function alwaysVisibleActions(children: ReactNode, className?: string): TreeItemLayoutProps['actions'] {
  return {
    visible: true,
    className,
    children: (Component: ElementType, { visible: _visible, ...props }: { visible?: boolean }) => (
      <Component {...props}>{children}</Component>
    ),
  };
}
