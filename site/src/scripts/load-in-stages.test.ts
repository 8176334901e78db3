import { expect } from 'chai';
import { loadInStages } from './load-in-stages';

// A calculator page's element script in two tasks (load-in-stages.ts): React with the element
// layer, then, in a later task, the element. Each test file runs in a page of its own, so the
// element layer has not been loaded before the first test here.

/** Whether the page has fetched the element layer (define-element.ts, which brings React). */
const elementLayerFetched = () =>
  performance
    .getEntriesByType('resource')
    .some(({ name }) => name.includes('/packages/ui/src/element/define-element'));

/** How many tasks ran until `work` settled; `work` is given the count so far. */
async function tasksUntil(work: (tasks: () => number) => Promise<unknown>): Promise<number> {
  const channel = new MessageChannel();
  let tasks = 0;
  let counting = true;
  channel.port1.onmessage = () => {
    tasks += 1;
    if (counting) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  await work(() => tasks);
  counting = false;
  channel.port1.close();
  return tasks;
}

describe('loadInStages', () => {
  it('loads React and the element layer before the element, and waits for the element', async () => {
    expect(elementLayerFetched()).to.equal(false);
    const seen: boolean[] = [];
    let finish!: () => void;
    let done = false;
    const loading = loadInStages(() => {
      seen.push(elementLayerFetched());
      return new Promise<void>((resolve) => (finish = resolve));
    }).then(() => (done = true));
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).to.deep.equal([true]);
    expect(done).to.equal(false);
    finish();
    await loading;
    expect(done).to.equal(true);
  });

  it('runs the element in a task of its own, after the one that loaded React', async () => {
    // The element layer is loaded now. Tasks are counted by a chain of messages (timers are
    // clamped inside the test runner's nested ones, messages are not): the element must come at
    // least one task later than an import of the layer alone settles.
    const layerSettles = await tasksUntil(
      () => import('../../../packages/ui/src/element/define-element'),
    );
    let elementRuns = -1;
    await tasksUntil((tasks) =>
      loadInStages(async () => {
        elementRuns = tasks();
      }),
    );
    expect(elementRuns).to.be.greaterThan(layerSettles);
  });
});
