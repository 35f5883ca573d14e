import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language';

/**
 * The way back from a page to the screen it belongs to ('Back to the board'): a real link (it opens in a new tab too)
 * dressed as a button, its arrow pointing back in either direction of reading.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler(to);
  const rtl = useLanguage() === 'ar';
  return (
    <Button as="a" href={href} onClick={handleClick} icon={rtl ? <ArrowRightRegular /> : <ArrowLeftRegular />}>
      {children}
    </Button>
  );
}
