import { expect } from 'chai';
import {
  atPhoneSize,
  captureConsoleErrors,
  cleanupFixtures,
  expectNoAxeViolations,
  shadow,
  shadowAll,
  shadowButton,
  toastMessages,
  until,
} from '../testing/widget-testing';
import { HIDE_WORKING_LABEL, SHOW_WORKING_LABEL } from './show-working';
import { COPY_WORKING_LABEL, WORKING_COPIED_MESSAGE } from './working-view';

/**
 * Helpers for the 'Show working' control in a widget's browser tests (show-working.tsx): open it,
 * read its steps, and the rules every calculator's working follows.
 */

export const workingToggle = (element: Element) =>
  shadow<HTMLButtonElement>(element, '[part~="working-toggle"]');
export const workingPanel = (element: Element) =>
  element.shadowRoot!.querySelector<HTMLElement>('[part~="working"]');
/** The last line of the working: 'Determinant = 41'. */
export const workingResult = (element: Element) =>
  shadow(element, '[part~="working-result"]').textContent;

/** Opens the working with its button and waits until its chunk has arrived and shows. */
export async function openWorking(element: Element): Promise<HTMLElement> {
  if (workingToggle(element).getAttribute('aria-expanded') !== 'true')
    workingToggle(element).click();
  await until(() => workingPanel(element) !== null, 'the working shows');
  return workingPanel(element)!;
}

/** Each table of the working as its caption, then rows of cell texts (the head first). */
export function workingTables(element: Element): { caption: string; rows: string[][] }[] {
  return shadowAll<HTMLTableElement>(element, '[part~="working"] table').map((table) => ({
    caption: table.caption?.textContent ?? '',
    rows: [...table.rows].map((row) => [...row.cells].map((cell) => cell.textContent ?? '')),
  }));
}

/** The texts of the working's list items that hold a line (not a table or a group). */
export function workingLines(element: Element): string[] {
  return shadowAll(element, '[part~="working"] li')
    .filter((item) => item.children.length === 0)
    .map((item) => item.textContent ?? '');
}

export interface ShowWorkingCase {
  /** Mounts the widget showing a result, with `attributes` such as `working="open"` added. */
  mount: (attributes?: string) => Promise<HTMLElement>;
  /** What the final line says, e.g. 'Determinant = 41', read from what the widget shows. */
  resultLine: (element: HTMLElement) => string;
  /** Mounts the widget with its widest working (a 5 x 5 determinant) and `attributes`. */
  mountWide: (attributes: string) => Promise<HTMLElement>;
}

/** The 'Show working' control of a widget: closed, open and hidden, copied, and on a phone. */
export function describeShowWorking({ mount, resultLine, mountWide }: ShowWorkingCase): void {
  describe('Show working', () => {
    afterEach(async () => {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
      await cleanupFixtures();
    });

    it('opens on its button, accessibly, and ends with the result shown', async () => {
      const element = await mount();
      const toggle = workingToggle(element);
      expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).to.deep.equal([
        SHOW_WORKING_LABEL,
        'false',
      ]);
      expect(workingPanel(element)).to.equal(null);
      const panel = await openWorking(element);
      expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).to.deep.equal([
        HIDE_WORKING_LABEL,
        'true',
      ]);
      expect(toggle.getAttribute('aria-controls')).to.equal(panel.id);
      expect(panel.querySelector(':scope > ol')).to.not.equal(null);
      expect(workingResult(element)).to.equal(resultLine(element));
      for (const table of shadowAll<HTMLTableElement>(element, '[part~="working"] table')) {
        expect(table.caption?.textContent).to.not.equal('');
        expect(table.querySelectorAll('thead th[scope="col"]').length).to.be.greaterThan(0);
      }
      await expectNoAxeViolations(element);
      toggle.click();
      await until(() => workingPanel(element) === null, 'the working hides');
    });

    it('shows at once with working="open" and not at all with working="hidden"', async () => {
      const open = await mount('working="open"');
      await until(() => workingPanel(open) !== null, 'the working shows');
      expect(workingToggle(open).getAttribute('aria-expanded')).to.equal('true');
      expect(workingResult(open)).to.equal(resultLine(open));
      const hidden = await mount('working="hidden"');
      expect(hidden.shadowRoot!.querySelector('[part~="working-toggle"]')).to.equal(null);
      hidden.setAttribute('working', 'open');
      await until(() => workingPanel(hidden) !== null, 'the working shows once asked');
    });

    it('copies the working as numbered plain text ending with the result', async () => {
      const written: string[] = [];
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void written.push(text) },
        configurable: true,
      });
      captureConsoleErrors();
      const element = await mount('working="open"');
      await until(() => workingPanel(element) !== null, 'the working shows');
      shadowButton(element, COPY_WORKING_LABEL).click();
      await until(() => toastMessages(element).length > 0, 'the copy toast shows');
      expect(toastMessages(element)).to.deep.equal([WORKING_COPIED_MESSAGE]);
      expect(written).to.have.length(1);
      expect(written[0]!.startsWith('1. ')).to.equal(true);
      expect(written[0]!.split('\n').at(-1)).to.equal(resultLine(element));
    });

    it('keeps its widest working inside the widget on a 390 px phone', async () => {
      await atPhoneSize(async () => {
        const element = await mountWide('working="open"');
        await until(() => workingPanel(element) !== null, 'the working shows');
        const base = shadow(element, '[part~="base"]');
        expect(base.scrollWidth, 'widget content width').to.be.at.most(base.clientWidth);
        expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(innerWidth);
        const box = base.getBoundingClientRect();
        for (const region of shadowAll(element, '[part~="working"] [role="region"]')) {
          const { left, right } = region.getBoundingClientRect();
          expect([left >= box.left, right <= box.right]).to.deep.equal([true, true]);
        }
      });
    });
  });
}
