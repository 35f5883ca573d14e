/**
 * Runs `work` once the page is idle, or after `timeoutMs` at the latest; a browser without idle callbacks runs it
 * after `fallbackMs`. Answers a cancel. For work the first screen does not need (decisions/phone-speed.md: it
 * stays out of the first render's long task).
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
