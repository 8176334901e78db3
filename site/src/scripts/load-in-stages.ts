/**
 * Loads a calculator's element script in two tasks instead of one: React (with r2wc and our
 * element definition), then the element itself (which defines it and starts hydration). Evaluated
 * together with Shoelace's Lit, which the icons needed until they became our own markup, they made
 * one task of 110 to 150 ms on a phone (Chromium at 4x CPU slowdown); apart, React's task measured
 * 60 ms and the element's under 30 ms. The build-time markup is on screen meanwhile.
 */
export async function loadInStages(loadElement: () => Promise<unknown>): Promise<void> {
  await import('../../../packages/ui/src/element/define-element');
  await nextTask();
  await loadElement();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
