/**
 * Loads a calculator's element script in three tasks instead of one: React (with r2wc and our
 * element definition), then Shoelace and Lit, then the element itself (which defines it and starts
 * hydration). Evaluated together they made one task of 110 to 150 ms on a phone (Chromium at 4x CPU
 * slowdown), long enough to hold up a tap; apart, the tasks measured 60, 38 and under 30 ms. The
 * build-time markup is on screen meanwhile.
 */
export async function loadInStages(loadElement: () => Promise<unknown>): Promise<void> {
  await import('../../../packages/ui/src/element/define-element');
  await nextTask();
  await import('../../../packages/ui/src/shoelace');
  await nextTask();
  await loadElement();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
