import { Card, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useAuthCardStyles } from './useAuthCardStyles.styles';

/**
 * The signed-out screens' frame (spec §2 /auth; decisions/staff-access.md: an invite's page, the other way in): a card in
 * the middle of the page, the language switch at its top, its title (and a line under it), then what it holds.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const styles = useAuthCardStyles();
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <LanguageSwitch />
        </div>
        <div className={styles.heading}>
          <Text as="h1" size={700} weight="semibold" className={styles.title}>
            {title}
          </Text>
          {subtitle ? (
            <Text as="p" className={styles.subtitle}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children}
      </Card>
    </main>
  );
}

/** Why the card's form was refused (spec §8's sign-in messages, or the server's), above its fields; nothing when none. */
export function AuthFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert">
      <MessageBar intent="error">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
