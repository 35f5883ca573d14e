import { Text } from '@fluentui/react-components';
import type { PageHeaderProps } from './PageHeader.types';
import { usePageHeaderStyles } from './usePageHeaderStyles.styles';

/** The top of every screen: title, optional subtitle, and the screen's actions at the end. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const styles = usePageHeaderStyles();
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {title}
        </Text>
        {subtitle ? (
          <Text as="p" size={300} className={styles.subtitle}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
