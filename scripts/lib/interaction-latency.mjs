// Interaction to Next Paint (decisions/phone-speed.md: ≤ 100 ms for Load More and a tab switch at 4× CPU), read
// the way the browser reports it: the Event Timing API's entries for one interaction (pointerdown,
// pointerup, click share an interactionId), whose duration runs from the input to the next paint
// after the handlers. The worst interaction of a visit is its INP; here each action is measured
// alone, so its figure is that action's latency.

/** Starts collecting event-timing entries in the page (call once per page, after navigation). */
export async function observeInteractions(page) {
  await page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
      // 16 ms is the smallest threshold the API takes: every interaction a person could notice.
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
}

/**
 * Runs `act` (a click through Playwright, a real input), waits for `settled` (what the action
 * shows once done) and answers the interaction's latency in ms: the longest entry of the
 * interactions that happened meanwhile (0 when none took 16 ms).
 */
export async function interactionLatency(page, act, settled) {
  await page.evaluate(() => {
    window.__interactions.length = 0;
  });
  await act();
  // The interaction's own entry first, looked for with a cheap check every 50 ms: a Playwright locator's wait polls the
  // page's text on animation frames, work of the bench's own on the page's main thread while the interaction's paint is
  // still to be reported (~50 ms of it at 4x CPU after a Load More). 3 s without one: the interaction took under 16 ms.
  await page.waitForFunction(() => window.__interactions.length > 0, undefined, { polling: 50, timeout: 3000 }).catch(() => {});
  await settled();
  // Entries arrive after the next paint; give the observer a frame or two.
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...window.__interactions.map((entry) => entry.duration)));
}

/**
 * A click on `locator` as a person makes it: where the element is, found before the measured
 * window (Playwright's own actionability checks run role queries over the page, ~60 ms at CPU 4x,
 * which are not the page's latency), the pointer arriving first; answers the act to measure.
 */
export async function clickWhereItIs(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to click is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  return () => page.mouse.click(x, y);
}
