import { expect } from 'chai';
import { attendanceFormTexts } from '../../packages/core/src/attendance/form-texts';
import { attendanceImportTexts } from '../../packages/core/src/attendance/import-texts';
import { dateText, dayOf, dayOfIso, isoOf } from '../../packages/core/src/attendance/calendar';
import { parseSheetDocument, sheetDocument } from '../../packages/core/src/attendance/sheet-codec';
import type { AttendanceSheet } from '../../packages/core/src/attendance/sheet';
import { blankSheet, blankSubject } from '../../packages/core/src/attendance/sheet';
import type { AttendanceStore, StoredSheet } from '../../packages/core/src/attendance/store';
import {
  describeLanguage,
  englishLeft,
  textsOnScreen,
} from '../../packages/ui/src/testing/language-testing';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import {
  describeUrlInputs,
  restoreAddress,
  setAddress,
} from '../../packages/ui/src/testing/url-inputs-testing';
import {
  cleanupFixtures,
  clickLikeUser,
  describeCopyButton,
  describeSharedWidgetRules,
  fixture,
  mountNode,
  pickOption,
  recordResultChanges,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  toastMessages,
  typeInto,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import {
  describeShowWorking,
  openWorking,
  workingLines,
  workingResult,
} from '../../packages/ui/src/working/working-testing';
import type {
  AttendanceCalculatorDetail,
  AttendanceCalculatorProps,
} from './attendance-calculator';
import { attendanceCalculatorWidget } from './attendance-calculator.widget';
import { sheetKey } from './sheet/device-sheet';
import { STORE_WRITE_DELAY_MS } from './sheet/use-kept-sheet';
import './attendance-calculator.element';

type AttendanceCalculatorElement = WidgetElement<AttendanceCalculatorProps>;

// Each test starts from a device with no saved sheet: elements without a storage-key share one.
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const mount = (attributes = '') =>
  fixture<AttendanceCalculatorElement>(
    `<attendance-calculator ${attributes}></attendance-calculator>`,
  );

const fields = (element: Element, part: string) =>
  shadowAll<HTMLInputElement>(element, `[part~="${part}"]`);
const field = (element: Element, part: string, index = 0) => fields(element, part)[index]!;
const percentages = (element: Element) =>
  shadowAll(element, '[part~="standing-percentage"]').map((one) => one.textContent);
const states = (element: Element) =>
  shadowAll(element, '[part~="standing-state"]').map((one) => one.textContent);
const sentences = (element: Element, index = 0) =>
  [...shadowAll(element, '[part~="standing"]')[index]!.querySelectorAll('p')]
    .slice(1)
    .map((one) => one.textContent);
const messages = (element: Element) =>
  shadowAll(element, '[part~="message"]').map((one) => one.textContent);

/** Types a subject's counts, each with one real input event. */
async function count(element: Element, held: string, attended: string, index = 0) {
  await typeInto(field(element, 'held', index), held);
  await typeInto(field(element, 'attended', index), attended);
}

/**
 * Opens a closed section (rules, semester) as a click on its summary does, and waits for its
 * fields, loaded when it is first opened.
 */
async function openSection(element: Element, part: string) {
  shadow<HTMLDetailsElement>(element, `[part~="${part}"]`).open = true;
  await until(() => shadowAll(element, `[part~="${part}"] input`).length > 0, `${part}' fields`);
  await settle();
}

/** Presses Copy with a clipboard that takes the text, and waits for its toast. */
async function copy(element: Element): Promise<string> {
  let copied = '';
  const writeText = async (text: string) => {
    copied = text;
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  try {
    shadowButton(element, 'Copy').click();
    await until(() => toastMessages(element).length > 0, 'the copy toast shows');
    return copied;
  } finally {
    delete (navigator as { clipboard?: Clipboard }).clipboard;
  }
}

/** Picks a date in a date field, as its calendar does: the value set, then an input event. */
async function pickDate(input: HTMLInputElement, iso: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, iso);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

/** The sheet the device keeps under `storageKey`, as the element reads it. */
const storedSheet = (storageKey: string) =>
  parseSheetDocument(localStorage.getItem(sheetKey(storageKey)) ?? '')!;

const todayIso = () => {
  const now = new Date();
  return isoOf(dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate())!);
};

describe('<attendance-calculator>', () => {
  afterEach(cleanupFixtures);

  it('opens with one subject, its labelled fields and no standing yet', async () => {
    const element = await mount();
    expect(shadow(element, 'h2').textContent).to.equal('Attendance Calculator');
    const labels = shadowAll<HTMLLabelElement>(element, '[part~="subject"] label').map(
      (label) => label.textContent,
    );
    expect(labels).to.deep.equal([
      'Subject',
      'Classes held',
      'Classes attended',
      'Classes still to come',
    ]);
    expect(percentages(element)).to.deep.equal([]);
    expect(shadowButton(element, 'Copy').disabled).to.equal(true);
  });

  it('tells how many classes to attend in a row, or may be missed, as the counts are typed', async () => {
    const element = await mount();
    await count(element, '40', '28');
    expect([percentages(element), states(element), sentences(element)]).to.deep.equal([
      ['70.00%'],
      ['Short'],
      ['Attend the next 8 classes in a row to reach 75%.'],
    ]);
    await count(element, '40', '36');
    expect(sentences(element)).to.deep.equal([
      'You may miss the next 8 classes in a row and stay at 75% or above.',
    ]);
  });

  it('takes 74.99 % as short and 75 % as enough, and cuts rather than rounds the percentage', async () => {
    const element = await mount();
    await count(element, '9999', '7499');
    expect([percentages(element), states(element)]).to.deep.equal([['74.99%'], ['Short']]);
    await count(element, '40', '30');
    expect([percentages(element), states(element)]).to.deep.equal([['75.00%'], ['Safe']]);
    await count(element, '3', '2');
    expect(percentages(element)).to.deep.equal(['66.66%']);
  });

  it('says what is wrong on the field concerned, and shows no standing', async () => {
    const element = await mount();
    await count(element, '40', '41');
    expect(messages(element)).to.deep.equal([
      'Classes attended (41) cannot be more than classes held (40).',
    ]);
    expect(field(element, 'attended').getAttribute('aria-invalid')).to.equal('true');
    expect(field(element, 'attended').getAttribute('aria-describedby')).to.equal(
      shadow(element, '[part~="message"]').id,
    );
    expect(field(element, 'held').hasAttribute('aria-invalid')).to.equal(false);
    for (const held of ['4.5', '-3', 'abc']) {
      await count(element, held, '1');
      expect(messages(element)[0]).to.match(
        /Classes held (must be a whole|cannot be negative|is not a number)/,
      );
    }
    expect(element.shadowRoot!.textContent).not.to.match(/NaN|Infinity|undefined/);
    await count(element, '40', '30');
    expect([messages(element), percentages(element)]).to.deep.equal([[''], ['75.00%']]);
  });

  it('keeps many subjects, each with its state, and all of them together where the rules say', async () => {
    const element = await mount('overall');
    await count(element, '40', '36');
    shadowButton(element, 'Add subject').click();
    await settle();
    await typeInto(field(element, 'subject-name', 1), 'Maths');
    await count(element, '40', '24', 1);
    expect([percentages(element), states(element)]).to.deep.equal([
      ['90.00%', '60.00%'],
      ['Safe', 'Short'],
    ]);
    expect(shadow(element, '[part~="overall-standing-percentage"]').textContent).to.equal('75.00%');
    expect(shadow(element, '[part~="overall"]').textContent).to.contain(
      'You are at 75% or above, but missing the next class would take you below.',
    );
    shadowButton(element, 'Remove Subject 1').click();
    await settle();
    expect(fields(element, 'subject-name').map((one) => one.value)).to.deep.equal(['Maths']);
    expect(shadowAll(element, '[part~="remove-subject"]')).to.have.length(0);
  });

  it('plans to the end of the semester from a timetable, leaving out holidays', async () => {
    const element = await mount();
    await count(element, '40', '28');
    await pickOption(shadow(element, '[part~="remaining-from"]'), 'timetable');
    for (const day of fields(element, 'timetable-day')) await typeInto(day, '1');
    expect(messages(element)[0]).to.contain('Give the last teaching day');
    await openSection(element, 'semester');
    // Two weeks from today, one class a day, less two holidays: 12 classes to come.
    const today = new Date(`${todayIso()}T00:00:00Z`).getTime() / 86_400_000;
    await pickDate(field(element, 'last-day'), isoOf(today + 14));
    const holiday = (offset: number) =>
      isoOf(today + offset)
        .split('-')
        .reverse()
        .join('/');
    const holidays = shadow<HTMLTextAreaElement>(element, '[part~="holidays"]');
    await typeInto(holidays as unknown as HTMLInputElement, `${holiday(3)}, ${holiday(5)}`);
    expect(sentences(element).at(-1)).to.equal(
      'Of the 12 classes to come you may miss 1, and end at 75% or above (76.92% if you attend all).',
    );
    await typeInto(holidays as unknown as HTMLInputElement, 'Diwali');
    expect(shadow(element, '[part~="semester-message"]').textContent).to.match(
      /'Diwali' is not a date/,
    );
  });

  it('follows the college rules: requirement, rounding, condonation, leave, per subject', async () => {
    const element = await mount();
    await openSection(element, 'rules');
    await typeInto(field(element, 'required'), '80');
    await count(element, '200', '149');
    expect(sentences(element)).to.deep.equal(['Attend the next 55 classes in a row to reach 80%.']);
    await typeInto(field(element, 'required'), '75');
    await pickOption(shadow(element, '[part~="rounding"]'), 'whole');
    expect(states(element)).to.deep.equal(['Safe']);
    await pickOption(shadow(element, '[part~="rounding"]'), 'exact');
    await typeInto(field(element, 'condonation'), '65');
    expect(sentences(element)[1]).to.equal(
      'Now you are within the condonation band from 65% to 75%: the college may condone the shortage.',
    );
    await typeInto(field(element, 'leave-limit'), '3');
    await typeInto(field(element, 'leave'), '5');
    expect(percentages(element)).to.deep.equal(['76.00%']);
    await typeInto(field(element, 'required'), '101');
    expect(shadow(element, '[part~="rules-message"]').textContent).to.match(/at most 100/);
    expect(percentages(element)).to.deep.equal([]);
  });

  it('opens a section to show its message, and keeps it open once the field is mended', async () => {
    const element = await mount();
    const rules = shadow<HTMLDetailsElement>(element, '[part~="rules"]');
    expect(rules.open).to.equal(false);
    await count(element, '40', '30');
    await openSection(element, 'rules');
    // Typed afresh: the field is empty, and so wrong, before its first digit.
    await typeInto(field(element, 'required'), '');
    expect(shadow(element, '[part~="rules-message"]').textContent).to.match(/percentage/);
    await typeInto(field(element, 'required'), '7');
    await typeInto(field(element, 'required'), '70');
    expect([rules.open, shadow(element, '[part~="rules-message"]').textContent]).to.deep.equal([
      true,
      '',
    ]);
  });

  it('fixes the rules a portal gives with lock-rules, and hides their fields', async () => {
    const element = await mount(
      'required="85" condonation="75" lock-rules held="100" attended="80"',
    );
    expect(shadowAll(element, '[part~="rules"]')).to.have.length(0);
    expect(shadow(element, '[part~="fixed-rules"]').textContent).to.equal(
      'Rules set by this site: 85% required, condonation from 75%.',
    );
    expect(sentences(element)).to.deep.equal([
      'Attend the next 34 classes in a row to reach 85%.',
      'Now you are within the condonation band from 75% to 85%: the college may condone the shortage.',
    ]);
  });

  it('loads a closed section’s fields when it is first opened, in the element’s language', async () => {
    const element = await mount('lang="hi"');
    await until(() => /उपस्थिति/.test(shadow(element, '[part~="title"]').textContent!), 'Hindi');
    // Closed, a section is its summary: its fields are not there yet.
    expect(shadowAll(element, '[part~="required"], [part~="last-day"]')).to.have.length(0);
    expect(shadow(element, '[part~="rules"] summary').textContent).to.equal(
      'कॉलेज के नियम: 75% आवश्यक',
    );
    await openSection(element, 'rules');
    const required = field(element, 'required');
    expect(shadow(element, `label[for="${required.id}"]`).textContent).to.equal(
      'आवश्यक उपस्थिति (%)',
    );
    await openSection(element, 'semester');
    expect(englishLeft(textsOnScreen(element), /^$/)).to.deep.equal([]);
    await typeInto(field(element, 'holidays'), 'दिवाली');
    expect(shadow(element, '[part~="semester-message"]').textContent).to.match(/^‘दिवाली’/);
  });

  it('opens by itself a section whose field the page gave wrong, and shows its message', async () => {
    const element = await mount('required="101" held="40" attended="30"');
    await until(() => shadowAll(element, '[part~="rules-message"]').length > 0, 'the message');
    expect([
      shadow<HTMLDetailsElement>(element, '[part~="rules"]').open,
      shadow(element, '[part~="rules-message"]').textContent,
      percentages(element),
    ]).to.deep.equal([
      true,
      'Required attendance must be a percentage above 0 and at most 100, with up to 2 decimals, as 75.',
      [],
    ]);
    expect(field(element, 'required').getAttribute('aria-describedby')).to.equal(
      shadow(element, '[part~="rules-message"]').id,
    );
  });

  it('raises result-change once per change of a standing', async () => {
    const element = await mount();
    const details = recordResultChanges<AttendanceCalculatorDetail>(element);
    await count(element, '40', '28');
    await typeInto(field(element, 'subject-name'), 'Physics');
    await typeInto(field(element, 'attended'), 'x');
    expect(details).to.deep.equal([
      { subjects: [{ name: '', percentage: '70.00', state: 'reachable' }], overall: null },
      { subjects: [{ name: 'Physics', percentage: '70.00', state: 'reachable' }], overall: null },
      { subjects: [null], overall: null },
    ]);
  });

  it('copies every standing as text', async () => {
    const element = await mount('held="40" attended="28"');
    expect(await copy(element)).to.equal(
      'Subject 1: 70.00%, short. Attend the next 8 classes in a row to reach 75%.',
    );
  });
});

describe('<attendance-calculator> on the device', () => {
  afterEach(cleanupFixtures);

  it('keeps the sheet under its storage key, for the next visit', async () => {
    const element = await mount('storage-key="term"');
    await count(element, '40', '28');
    await typeInto(field(element, 'subject-name'), 'Physics');
    const stored = storedSheet('term');
    expect(stored.subjects[0]!).to.include({ name: 'Physics', held: '40', attended: '28' });
    await cleanupFixtures();
    const again = await mount('storage-key="term"');
    await until(() => percentages(again)[0] === '70.00%', 'the saved sheet is back');
    expect(field(again, 'subject-name').value).to.equal('Physics');
    const other = await mount('storage-key="other"');
    expect(percentages(other)).to.deep.equal([]);
  });

  it('keeps an unreadable sheet as a backup and says so', async () => {
    localStorage.setItem(sheetKey('term'), '{"kind":"campuscalc-attendance","version":1');
    const element = await mount('storage-key="term"');
    await until(() => shadowAll(element, '[part~="notice"]').length > 0, 'the notice shows');
    expect(shadow(element, '[part~="notice"]').textContent).to.equal(
      attendanceFormTexts.en.unreadableDevice,
    );
    expect(localStorage.getItem(`${sheetKey('term')}.backup`)).to.contain('campuscalc-attendance');
    await count(element, '10', '9');
    expect(localStorage.getItem(`${sheetKey('term')}.backup`)).to.contain('campuscalc-attendance');
  });

  it('does not save a page’s counts (held, attended) over the student’s own sheet', async () => {
    const own = {
      ...blankSheet(),
      subjects: [{ ...blankSubject('Mine'), held: '10', attended: '9' }],
    };
    localStorage.setItem(sheetKey(''), JSON.stringify(sheetDocument(own)));
    const element = await mount('held="40" attended="28"');
    await settle();
    await typeInto(field(element, 'attended'), '30');
    expect(percentages(element)).to.deep.equal(['75.00%']);
    expect(storedSheet('').subjects[0]!.name).to.equal('Mine');
  });
});

/** A store of the port's own making, in memory: its sheet arrives when the test says. */
function storeHolding(found: StoredSheet) {
  let arrive = () => {};
  const arrived = new Promise<StoredSheet>((resolve) => (arrive = () => resolve(found)));
  const saves: AttendanceSheet[] = [];
  const store: AttendanceStore = {
    load: () => arrived,
    save: async (sheet) => void saves.push(sheet),
  };
  return { store, arrive, saves };
}

/** An element given `store` before it is connected, as the site's account page does. */
async function mountWithStore(store: AttendanceStore, attributes = '') {
  const element = document.createElement('attendance-calculator') as AttendanceCalculatorElement & {
    store: AttendanceStore;
  };
  for (const [name, value] of attributes
    .split(' ')
    .filter(Boolean)
    .map((one) => one.split('='))) {
    element.setAttribute(name!, value ?? '');
  }
  element.store = store;
  await mountNode(element);
  return element;
}

/** What Export downloads: the text of the file, taken where the page makes its address. */
async function exported(element: Element): Promise<string> {
  const original = URL.createObjectURL;
  let file: Blob | null = null;
  URL.createObjectURL = (blob: Blob) => {
    file = blob;
    return original.call(URL, blob);
  };
  try {
    shadow<HTMLButtonElement>(element, '[part~="export"]').click();
    // Export's code arrives first, when first pressed.
    await until(() => file !== null, 'the file is made');
  } finally {
    URL.createObjectURL = original;
  }
  return (file as Blob | null)!.text();
}

/** Chooses a file in Import's file input, as the file picker does. */
async function importFile(element: Element, text: string) {
  const input = shadow<HTMLInputElement>(element, 'input[type="file"]');
  const files = new DataTransfer();
  files.items.add(new File([text], 'attendance.json', { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

describe('<attendance-calculator> export and import', () => {
  afterEach(cleanupFixtures);

  it('moves a sheet to another element with the same numbers, asking before it replaces counts', async () => {
    const from = await mount('storage-key="phone" overall');
    await count(from, '40', '28');
    shadowButton(from, 'Add subject').click();
    await settle();
    await count(from, '38', '30', 1);
    const file = await exported(from);

    const to = await mount('storage-key="laptop"');
    await count(to, '10', '9');
    await importFile(to, file);
    // Import's code arrives when a file is first chosen, and reads it before it asks.
    await until(() => shadowAll(to, '[part~="import-confirm"]').length > 0, 'the question');
    expect(shadow(to, '[part~="import-confirm"]').textContent).to.contain(
      'Replace your 1 subject with the file’s 2 subjects?',
    );
    expect(percentages(to)).to.deep.equal(['90.00%']);
    shadowButton(to, 'Replace').click();
    await settle();
    expect(percentages(to)).to.deep.equal(percentages(from));
    expect(shadow(to, '[part~="overall-standing-percentage"]').textContent).to.equal(
      shadow(from, '[part~="overall-standing-percentage"]').textContent,
    );
    expect(storedSheet('laptop')).to.deep.equal(storedSheet('phone'));
  });

  it('refuses a file that is not a sheet, and changes nothing', async () => {
    const element = await mount('storage-key="term"');
    await count(element, '10', '9');
    for (const text of ['{"kind":"campuscalc-attendance"}', 'not json', '[]']) {
      await importFile(element, text);
      await until(
        () => toastMessages(element).includes(attendanceImportTexts.en.notASheet),
        'the refusal',
      );
    }
    expect([percentages(element), storedSheet('term').subjects[0]!.held]).to.deep.equal([
      ['90.00%'],
      '10',
    ]);
  });
});

describe('<attendance-calculator> with a store (an account)', () => {
  afterEach(async () => {
    await cleanupFixtures();
    restoreAddress();
  });

  const physics = {
    ...blankSheet(),
    subjects: [{ ...blankSubject('Physics'), held: '40', attended: '28' }],
  };

  it('waits for the store’s sheet, then saves each pause in typing once, and nothing on the device', async () => {
    const { store, arrive, saves } = storeHolding({ sheet: physics });
    const element = await mountWithStore(store);
    expect(shadow(element, '[part~="loading"]').textContent).to.match(/Loading your attendance/);
    arrive();
    await until(() => percentages(element)[0] === '70.00%', 'the account’s sheet shows');
    await typeInto(field(element, 'attended'), '29');
    await typeInto(field(element, 'attended'), '30');
    await until(() => saves.length > 0, 'the sheet is saved');
    await new Promise((resolve) => setTimeout(resolve, STORE_WRITE_DELAY_MS + 100));
    expect(saves.map((sheet) => sheet.subjects[0]!.attended)).to.deep.equal(['30']);
    expect(localStorage.getItem(sheetKey(''))).to.equal(null);
  });

  it('saves nothing over a sheet the store cannot read, and says so', async () => {
    const { store, arrive, saves } = storeHolding({ unreadable: true });
    const element = await mountWithStore(store);
    arrive();
    await until(() => shadowAll(element, '[part~="notice"]').length > 0, 'the notice shows');
    await count(element, '10', '9');
    await new Promise((resolve) => setTimeout(resolve, STORE_WRITE_DELAY_MS + 100));
    expect(saves).to.deep.equal([]);
  });

  it('opens a link over the account’s sheet without saving it, the sheet arriving after the link', async () => {
    setAddress('s=Maths:10:5');
    const { store, arrive, saves } = storeHolding({ sheet: physics });
    const element = await mountWithStore(store, 'url-inputs');
    arrive();
    await until(() => shadowAll(element, '[part~="keep-linked"]').length > 0, 'the link is told');
    expect(field(element, 'subject-name').value).to.equal('Maths');
    await typeInto(field(element, 'attended'), '6');
    await new Promise((resolve) => setTimeout(resolve, STORE_WRITE_DELAY_MS + 100));
    expect(saves).to.deep.equal([]);
    shadowButton(element, 'Save these instead').click();
    await until(() => saves.length === 1, 'the link’s sheet is saved');
    expect(saves[0]!.subjects[0]).to.include({ name: 'Maths', attended: '6' });
  });
});

describe('<attendance-calculator> opened from a link', () => {
  afterEach(async () => {
    await cleanupFixtures();
    restoreAddress();
  });

  const saveOwn = () => {
    const own = {
      ...blankSheet(),
      subjects: [{ ...blankSubject('Mine'), held: '10', attended: '9' }],
    };
    localStorage.setItem(sheetKey(''), JSON.stringify(sheetDocument(own)));
  };

  it('shows a link’s sheet without saving over her own until she says so', async () => {
    saveOwn();
    setAddress('s=Physics:40:28');
    const element = await mount('url-inputs');
    await until(() => percentages(element)[0] === '70.00%', 'the link is worked out');
    await count(element, '40', '30');
    expect(storedSheet('').subjects[0]!.name).to.equal('Mine');
    shadowButton(element, 'Save these instead').click();
    await settle();
    expect(storedSheet('').subjects[0]).to.include({
      name: 'Physics',
      attended: '30',
    });
    expect(shadowAll(element, '[part~="notice"]')).to.have.length(0);
  });

  it('takes her own sheet in the address as hers, and a link on a fresh device as the one to keep', async () => {
    saveOwn();
    setAddress('s=Mine:10:9');
    const element = await mount('url-inputs');
    await until(() => percentages(element)[0] === '90.00%', 'her sheet is worked out');
    expect(shadowAll(element, '[part~="notice"]')).to.have.length(0);
    await cleanupFixtures();
    localStorage.clear();
    setAddress('s=Physics:40:28');
    const fresh = await mount('url-inputs');
    await until(() => percentages(fresh)[0] === '70.00%', 'the link is worked out');
    await typeInto(field(fresh, 'attended'), '29');
    expect(shadowAll(fresh, '[part~="notice"]')).to.have.length(0);
    expect(storedSheet('').subjects[0]!.attended).to.equal('29');
  });
});

describeSharedWidgetRules<AttendanceCalculatorElement>(attendanceCalculatorWidget, {
  title: 'Attendance Calculator',
  resultOf: (element) => shadow(element, '[part~="result"]'),
  toast: {
    raise: async (element) => {
      await count(element, '4', '3');
      await copy(element);
    },
    message: 'Copied to clipboard',
  },
  hostileCss: {
    controlsOf: (element) => [
      field(element, 'held'),
      field(element, 'attended'),
      ...shadowAll(element, 'button'),
    ],
    operate: async (element) => {
      await clickLikeUser(field(element, 'held'));
      await count(element, '40', '28');
      expect(percentages(element)).to.deep.equal(['70.00%']);
    },
  },
  instances: {
    act: (element) => count(element, '40', '30'),
    stateOf: (element) => [
      field(element, 'held').value,
      field(element, 'attended').value,
      percentages(element),
    ],
  },
  busy: {
    attributes: 'held="40" attended="28" overall',
    prepare: async (element) => void (await copy(element)),
  },
});

describeCopyButton({
  mount: () => mount('held="40" attended="28"'),
  text: 'Subject 1: 70.00%, short. Attend the next 8 classes in a row to reach 75%.',
});

describeShowWorking({
  mount: (attributes = '') => mount(`held="40" attended="28" ${attributes}`),
  resultLine: (element) =>
    `Attendance = ${percentages(element)[0]}, ${states(element)[0]!.toLowerCase()}`,
  mountWide: (attributes) => mount(`held="9999" attended="7499" required="66.67" ${attributes}`),
});

describe('<attendance-calculator> working', () => {
  afterEach(cleanupFixtures);

  it('solves the inequality and checks the answer, and follows the counts', async () => {
    const element = await mount('held="40" attended="28"');
    await openWorking(element);
    expect(workingLines(element)).to.include(
      'so x ≥ (75 × 40 − 100 × 28) ÷ (100 − 75) = 8, and x = 8, the least whole number.',
    );
    expect(workingResult(element)).to.equal('Attendance = 70.00%, short');
    await typeInto(field(element, 'attended'), '36');
    await until(
      () => workingResult(element) === 'Attendance = 90.00%, safe',
      'the working follows',
    );
  });
});

/** Makes any sheet one subject, Physics, 3 of 4 classes attended, as a student would. */
async function physics(element: Element) {
  while (fields(element, 'remove-subject').length > 0) {
    field(element, 'remove-subject', fields(element, 'remove-subject').length - 1).click();
    await settle();
  }
  await pickOption(shadow(element, '[part~="remaining-from"]'), 'none');
  await typeInto(field(element, 'subject-name'), 'Physics');
  await count(element, '4', '3');
}

describeUrlInputs<AttendanceCalculatorElement>(attendanceCalculatorWidget, {
  query: 's=Physics:40:28',
  expectShown: async (element) => {
    await until(() => percentages(element)[0] === '70.00%', 'the link is worked out');
    expect(field(element, 'subject-name').value).to.equal('Physics');
  },
  change: physics,
  changed: 's=Physics:4:3',
  stateOf: (element) => [
    field(element, 'subject-name').value,
    field(element, 'held').value,
    field(element, 'attended').value,
  ],
  hostile: [
    's=:abc:-1',
    `s=${'9'.repeat(5000)}`,
    's=x:Infinity:1e999',
    's=;;;;;;::::&rounding=__proto__',
    's=constructor:1:1:::t99999999',
    's=%25%3A%25:%00',
    's=%25%3A:%00:%FF',
  ],
});

describeLanguage(attendanceCalculatorWidget, {
  html: '<attendance-calculator working="open" storage-key="hindi"></attendance-calculator>',
  // The unknowns of the working's inequalities: classes to miss (m, k) or attend (x).
  allowed: /^(m|x|k)$/,
  title: attendanceFormTexts,
  screens: async (element, look) => {
    const press = async (part: string) => {
      shadow<HTMLElement>(element, `[part~="${part}"]`).click();
      await settle();
    };
    const working = async (what: string) => {
      await until(() => shadowAll(element, '[part~="working-result"]').length > 0, what);
      await settle();
    };
    look('a blank sheet');
    await openSection(element, 'rules');
    await openSection(element, 'semester');
    look('the rules and the semester open');
    await count(element, '40', '28');
    await working('the working of a shortfall');
    look('a subject short, with its working');
    await press('add-subject');
    await count(element, '40', '36', 1);
    await working('the working of two subjects');
    look('two subjects, one safe');
    await typeInto(field(element, 'condonation'), '65');
    await typeInto(field(element, 'leave-limit'), '5');
    await press('per-subject');
    await press('overall-rule');
    await pickOption(shadow(element, '[part~="rounding"]'), 'whole');
    await typeInto(field(element, 'leave'), '2');
    await typeInto(field(element, 'subject-required', 1), '80');
    look('condonation, leave, a requirement of its own, all subjects together, rounding');
    const remainingFrom = (index: number) =>
      shadowAll<HTMLSelectElement>(element, '[part~="remaining-from"]')[index]!;
    await pickOption(remainingFrom(0), 'count');
    await typeInto(field(element, 'remaining'), '10');
    await pickOption(remainingFrom(1), 'timetable');
    look('a timetable without the last teaching day');
    const today = dayOfIso(todayIso())!;
    await pickDate(field(element, 'last-day'), isoOf(today + 30));
    for (const day of fields(element, 'timetable-day')) await typeInto(day, '1');
    await typeInto(field(element, 'timetable-day'), '2');
    await typeInto(field(element, 'holidays'), `${dateText(today + 7)}`);
    await working('the working of the classes to come');
    look('classes to come, from a number and from a timetable with a holiday');
    const problems: [string, string, number][] = [
      ['attended', '41', 0],
      ['held', '-4', 0],
      ['held', 'x', 0],
      ['held', '40.5', 0],
      ['held', '99999', 0],
      ['leave', '20', 0],
      ['subject-required', '120', 1],
      ['timetable-day', 'x', 0],
      ['remaining', '1.5', 0],
    ];
    for (const [part, text, index] of problems) {
      const input = field(element, part, index);
      const before = input.value;
      await typeInto(input, text);
      look(`${part} ${text}`);
      await typeInto(input, before);
    }
    const rulesAndSemester: [string, string][] = [
      ['required', '0'],
      ['condonation', '90'],
      ['leave-limit', '-1'],
      ['holidays', '32/13/2026'],
      ['holidays', `${dateText(today + 9)} से ${dateText(today + 8)}`],
      ['holidays', `${dateText(today)} से ${dateText(today + 400)}`],
      ['holidays', '1'.repeat(5000)],
    ];
    for (const [part, text] of rulesAndSemester) {
      const input = field(element, part);
      const before = input.value;
      await typeInto(input, text);
      look(`${part} ${text.slice(0, 30)}`);
      await typeInto(input, before);
    }
    await pickDate(field(element, 'last-day'), isoOf(today + 400));
    look('a last teaching day over a year away');
    await pickDate(field(element, 'last-day'), isoOf(today + 30));
    const file = await exported(element);
    await importFile(element, 'not json');
    await until(() => toastMessages(element).length > 0, 'the refusal');
    look('a file that is not a sheet');
    await importFile(element, file);
    const confirm = () => shadowAll<HTMLButtonElement>(element, '[part~="import-confirm"] button');
    // The file is read before the question: it comes a moment after the pick.
    await until(() => confirm().length > 0, 'the question before replacing');
    look('the question before replacing');
    confirm()[0]!.click();
    await until(() => toastMessages(element).length > 1, 'the import');
    look('imported');
  },
});

describe('<attendance-calculator> in Hindi, with an account', () => {
  afterEach(cleanupFixtures);

  it('says where the sheet is in Hindi: loading, and one that cannot be read', async () => {
    const { store, arrive } = storeHolding({ unreadable: true });
    const element = await mountWithStore(store, 'lang=hi');
    await until(() => /उपस्थिति/.test(shadow(element, '[part~="title"]').textContent!), 'Hindi');
    expect(englishLeft(textsOnScreen(element), /^$/)).to.deep.equal([]);
    expect(shadow(element, '[part~="loading"]').textContent).to.match(/लोड हो रही है/);
    arrive();
    await until(() => shadowAll(element, '[part~="notice"]').length > 0, 'the notice');
    expect(englishLeft(textsOnScreen(element), /^$/)).to.deep.equal([]);
  });
});
