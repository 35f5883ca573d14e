import { Badge } from '@fluentui/react-components';
import type { StatusBadgeProps } from './StatusBadge.types';

/** A status as a tinted badge: shop Open/Closed, product active/inactive, order status. */
export function StatusBadge({ tone = 'informative', children }: StatusBadgeProps) {
  return (
    <Badge appearance="tint" shape="rounded" color={tone === 'subtle' ? 'subtle' : tone}>
      {children}
    </Badge>
  );
}
