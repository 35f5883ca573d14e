import { Badge } from '@fluentui/react-components';
import type { StatusBadgeProps } from './StatusBadge.types';
import { useStatusBadgeStyles } from './useStatusBadgeStyles.styles';

/** A status as a tinted badge: shop Open/Closed, product active/inactive, order status. */
export function StatusBadge({ tone = 'informative', children }: StatusBadgeProps) {
  const styles = useStatusBadgeStyles();
  return (
    <Badge className={styles.root} appearance="tint" shape="rounded" color={tone === 'subtle' ? 'subtle' : tone}>
      {children}
    </Badge>
  );
}
