import { useEffect } from 'react';

/**
 * Starts `load` the first time anything on the page takes focus or is pressed (someone is about
 * to sign in), so the next screen's code is there when the sign-in answers, without costing a
 * visitor who only looks at the page.
 */
export function usePrefetchOnFirstFocus(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => {
      stop();
      load().catch(() => {}); // the route itself reports a failed load when it opens
    };
    const stop = () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    };
    document.addEventListener('focusin', start);
    document.addEventListener('pointerdown', start);
    return stop;
  }, [load]);
}
