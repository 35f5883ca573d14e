import { mergeClasses, Text } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useBilingual } from '../i18n/use-bilingual';
import { useRemoteFallbackStyles } from './useRemoteFallbackStyles.styles';

export interface RemoteFallbackPanelProps {
  /** Which fallback: its colour. */
  kind: 'unavailable' | 'needsUpdate';
  Icon: FluentIcon;
  /** The host's i18n key of the title, shown in the current language and below it in the other. */
  titleKey: string;
  /** The heading's id (the panel is labelled by it). */
  titleId: string;
  /** What follows the two titles: the hint, and the panel's own content. */
  children: ReactNode;
}

/** A remote section's fallback in place of its routes: an alert panel with its title in both languages. */
export function RemoteFallbackPanel({ kind, Icon, titleKey, titleId, children }: RemoteFallbackPanelProps) {
  const styles = useRemoteFallbackStyles();
  const { primary, secondary, secondaryLang, secondaryDir } = useBilingual();
  return (
    <section role="alert" className={mergeClasses(styles.panel, styles[kind])} aria-labelledby={titleId}>
      <Icon className={mergeClasses(styles.icon, styles[`${kind}Icon`])} aria-hidden />
      <Text as="h2" size={500} weight="semibold" id={titleId}>
        {primary(titleKey)}
      </Text>
      <Text lang={secondaryLang} dir={secondaryDir} className={styles.secondary}>
        {secondary(titleKey)}
      </Text>
      {children}
    </section>
  );
}
