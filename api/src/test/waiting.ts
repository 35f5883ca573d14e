// Waiting in tests: for something another process or listener does, a test polls until it has
// happened, with a deadline that fails it naming what it waited for.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `condition` every `everyMs` until it holds; throws `timed out waiting until <what>` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(everyMs);
  }
}
