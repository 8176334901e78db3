import { englishWatch } from '#ui/testing/language-testing.ts';
import {
  fixture,
  pickOption,
  settle,
  shadowAll,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import HI from './gpa-calculator.hi';
import { openDialogTitles, topDialog } from './gpa-testing';

/**
 * Driving the GPA calculator in Hindi by its Hindi words (the bundle's own), and what may stay in
 * Latin script on its screens: the terms Hindi grade cards keep, our name and the grade letters
 * of a scale's options (its data, which an option cannot mark `translate="no"`).
 */
export const KEPT_IN_HINDI = /^(CampusCalc|SGPA|CGPA|GPA|O|A|B|C|D|E|F|G|P|S|Ab)$/;

export { HI };

/** A GPA calculator in Hindi, on the device, its first profile shown. */
export async function mountInHindi(attributes = ''): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(
    `<gpa-calculator lang="hi" storage-key="gpa-in-hindi-${Math.random()}" ${attributes}></gpa-calculator>`,
  );
  await until(
    () => element.shadowRoot?.querySelector("[part~='summary']") !== null,
    'the profile in Hindi',
  );
  await settle();
  return element;
}

/** Collects the English left on each screen `look` is called on; `seen` ends empty if none. */
export const watchEnglish = (element: Element) => englishWatch(element, KEPT_IN_HINDI);

/** A button of the element, or of `within`, by its text or its accessible name. */
export function button(element: Element, text: string, within?: Element): HTMLButtonElement {
  const buttons = within
    ? [...within.querySelectorAll<HTMLButtonElement>('button')]
    : shadowAll<HTMLButtonElement>(element, 'button');
  const found = buttons.find(
    (each) => each.textContent?.trim() === text || each.getAttribute('aria-label') === text,
  );
  if (!found) {
    const shown = buttons.map((each) => each.getAttribute('aria-label') ?? each.textContent);
    throw new Error(`no button ${text} among ${shown.join(' | ')}`);
  }
  return found;
}

export async function press(element: Element, text: string, within?: Element) {
  button(element, text, within).click();
  await settle();
}

/** Waits for a dialog (titled `title`, if given) to open: its part arrives on demand. */
export async function dialog(element: Element, title?: string): Promise<HTMLDialogElement> {
  await until(
    () => openDialogTitles(element).some((each) => title === undefined || each === title),
    `${title ?? 'a dialog'} opens`,
  );
  await settle();
  return topDialog(element);
}

/** A field of the element by its label's text. */
export function field(element: Element, label: string): HTMLInputElement & HTMLSelectElement {
  const found = shadowAll<HTMLLabelElement>(element, 'label').find(
    (each) => each.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no field ${label}`);
  return element.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement & HTMLSelectElement;
}

export const present = (element: Element, selector: string) =>
  element.shadowRoot!.querySelector(selector) !== null;

/** Adds a subject of 4 credits with the grade option at `grade` (negative: from the end). */
export async function addSubjectInHindi(element: Element, name: string, grade: number) {
  const semesters = HI['gpa-semesters'];
  await typeInto(field(element, semesters.subjectName), name);
  const grades = field(element, semesters.grade);
  await pickOption(
    grades,
    grades.options[grade < 0 ? grades.options.length + grade : grade]!.value,
  );
  await typeInto(field(element, HI['gpa-view'].credits), '4');
  await press(element, semesters.addSubject);
}
