import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { GRADE_OPTIONS, GRADE_REFERENCE } from '../../packages/core/src/gpa/grades';
import { formatAccountDate } from '../../packages/core/src/account/account-dates';
import type {
  Profile,
  ProfileEdit,
  PublicLink,
  SharedProfile,
  ShareEntry,
} from '../../packages/core/src/gpa/model';
import { applyProfileEdit } from '../../packages/core/src/gpa/profiles';
import type { GpaStore, GpaStoreSnapshot } from '../../packages/core/src/gpa/store';
import type { WidgetElement } from '../../packages/ui/src/testing/widget-testing';
import {
  cleanupFixtures,
  clickLikeUser,
  describeSharedWidgetRules,
  expectNoAxeViolations,
  fixture,
  installFakeClock,
  pickOption,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  toastMessages,
  atPhoneSize,
  expectToastsClearOf,
  until,
} from '../../packages/ui/src/testing/widget-testing';
import { KEPT_FOR_THE_VISIT_NOTICE, UNREADABLE_DATA_NOTICE } from './device-store';
import type { GpaCalculatorProps, GpaChangeDetail } from './gpa-calculator';
import { gpaCalculatorWidget } from './gpa-calculator.widget';
import './gpa-calculator.element';

type Gpa = WidgetElement<GpaCalculatorProps>;

const WELCOME = 'Welcome! Created your first profile.';
const SAVE_ERROR = 'Error saving data. Please try again.';

let keyCount = 0;
/** Each test keeps its profiles under a key of its own, so no test sees another's data. */
const freshKey = () => `gpa-test-${++keyCount}`;

const loaded = (element: Element) =>
  until(() => element.shadowRoot!.querySelector("[part~='summary']") !== null, 'data loads');

/** Mounts markup and waits until the store's data shows. */
async function mountMarkup(markup: string): Promise<Gpa> {
  const element = await fixture<Gpa>(markup);
  await loaded(element);
  await settle();
  return element;
}

const mount = (attributes = '', key = freshKey()) =>
  mountMarkup(`<gpa-calculator storage-key="${key}" ${attributes}></gpa-calculator>`);

const created: HTMLElement[] = [];

/** Mounts an element prepared by `setup` before it connects (a store, listeners). */
async function mountPrepared(setup: (element: Gpa) => void): Promise<Gpa> {
  const element = document.createElement('gpa-calculator') as Gpa;
  setup(element);
  document.body.append(element);
  created.push(element);
  await until(() => (element.shadowRoot?.childElementCount ?? 0) > 0, 'the element renders');
  await settle();
  return element;
}

afterEach(async () => {
  for (const element of created.splice(0)) element.remove();
  await cleanupFixtures();
  localStorage.clear();
});

// ---- Reading the screen -------------------------------------------------------------------

const texts = (element: Element, selector: string) =>
  shadowAll(element, selector).map((node) => node.textContent!.trim());
const textOf = (element: Element, selector: string) =>
  shadow(element, selector).textContent!.trim();

const circle = (element: Element) => textOf(element, '.gpa-circle__value');
/** Semesters, total subjects and total credits, as shown under the circle. */
const counts = (element: Element) => texts(element, '.gpa-summary__counts dd').map(Number);
const profileName = (element: Element) => textOf(element, '.profile-selector__name');

/** Each tab as 'name gpa', with '*' marking the selected one. */
const tabs = (element: Element) =>
  shadowAll(element, "[part~='semester-tab']").map(
    (tab) =>
      `${tab.querySelector('.semester-tab__name')!.textContent} ${tab.querySelector('.semester-tab__gpa')!.textContent}${tab.getAttribute('aria-pressed') === 'true' ? ' *' : ''}`,
  );

/** The selected semester's card: its name, then each subject as 'name: facts'. */
const card = (element: Element) => [
  textOf(element, "[part~='semester'] .section-heading"),
  ...shadowAll(element, "[part~='subject']").map(
    (subject) =>
      `${subject.querySelector('.subject-card__name')!.textContent}: ${subject.querySelector('.subject-card__facts')!.textContent}`,
  ),
];

const emptyStates = (element: Element) => texts(element, "[part~='empty']");

/** The read-only view: per semester its heading and GPA line, then each row as 'a | b | c | d'. */
const tables = (element: Element) =>
  shadowAll(element, "[part~='semester-table']").map((section) => [
    `${section.querySelector('.section-heading')!.textContent} ${section.querySelector('.semester-card__gpa')!.textContent}`,
    ...[...section.querySelectorAll('tr')].map((row) =>
      [...row.cells].map((cell) => cell.textContent).join(' | '),
    ),
  ]);

/** Controls a user can see: rendered, not hidden by the layout of the widget's width. */
const visible = <T extends Element>(elements: T[]) =>
  elements.filter((candidate) => candidate.checkVisibility());

/** The narrow layout's select of semesters. */
const semesterPicker = (element: Element) =>
  shadow<HTMLSelectElement>(element, "[part~='semester-picker'] select");

const formControl = <T extends HTMLElement>(element: Element, label: string) =>
  shadowAll<HTMLLabelElement>(element, "[part~='subject-form'] label").find(
    (node) => node.textContent === label,
  )!.control as unknown as T;
const nameInput = (element: Element) => formControl<HTMLInputElement>(element, 'Subject name');
const gradeSelect = (element: Element) => formControl<HTMLSelectElement>(element, 'Grade');
const creditInput = (element: Element) => formControl<HTMLInputElement>(element, 'Credits');
const formValues = (element: Element) => [
  nameInput(element).value,
  gradeSelect(element).value,
  creditInput(element).value,
];
const submitButton = (element: Element) =>
  shadow<HTMLButtonElement>(element, "[part~='subject-form'] button[type='submit']");

const labelled = (element: Element, label: string) =>
  shadow<HTMLButtonElement>(element, `[aria-label="${label}"]`);

const lastToastType = (element: Element) => shadowAll(element, '.toast').at(-1)?.dataset.type;

// ---- Acting like a user --------------------------------------------------------------------

/** Replaces a field's text with one real input event, as typing or pasting does. */
async function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  field.select();
  document.execCommand(text === '' ? 'delete' : 'insertText', false, text);
  await settle();
}

const gradeValue = (label: string) =>
  String(GRADE_OPTIONS.find((option) => option.label === label)!.value);

async function fillForm(element: Element, name: string, grade: string, credit: string) {
  await typeInto(nameInput(element), name);
  if (grade) await pickOption(gradeSelect(element), gradeValue(grade));
  await typeInto(creditInput(element), credit);
}

async function click(target: HTMLElement) {
  target.click();
  await settle();
}

const clickButton = (element: Element, label: string) => click(shadowButton(element, label));
const clickLabelled = (element: Element, label: string) => click(labelled(element, label));

async function addSubject(element: Element, name: string, grade: string, credit: string) {
  await fillForm(element, name, grade, credit);
  await click(submitButton(element));
}

const selectTab = (element: Element, name: string) =>
  click(
    shadowAll(element, "[part~='semester-tab']").find(
      (tab) => tab.querySelector('.semester-tab__name')!.textContent === name,
    )!,
  );

/** The open modal dialog on top (a dialog opened inside the drawer comes after it). */
const topDialog = (element: Element) =>
  shadowAll<HTMLDialogElement>(element, 'dialog')
    .filter((dialog) => dialog.open)
    .at(-1)!;
const openDialogTitles = (element: Element) =>
  shadowAll<HTMLDialogElement>(element, 'dialog')
    .filter((dialog) => dialog.open)
    .map((dialog) => dialog.querySelector('.dialog__title')!.textContent);

async function answerDialog(element: Element, label: string) {
  const dialog = topDialog(element);
  const button = [...dialog.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === label,
  )!;
  await click(button);
}

const openDrawer = async (element: Element) => {
  await click(shadow(element, "[part~='profile-selector']"));
  expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
};

/** The profiles in one drawer section as 'name | meta'. */
const drawerSection = (element: Element, heading: string) => {
  const section = shadowAll(element, '.gpa-drawer section').find(
    (candidate) => candidate.querySelector('h3')!.textContent === heading,
  );
  return section
    ? [...section.querySelectorAll('.profile-item, .share-item')].map(
        (item) =>
          `${item.querySelector('.profile-item__name')!.textContent} | ${item.querySelector('.profile-item__meta')!.textContent}`,
      )
    : null;
};

const drawerItem = (element: Element, name: string) =>
  shadowAll(element, '.profile-item__select').find(
    (item) => item.querySelector('.profile-item__name')!.textContent === name,
  )!;

async function addProfile(element: Element, name: string) {
  await openDrawer(element);
  await clickButton(element, 'Add Profile');
  const input = topDialog(element).querySelector('input')!;
  await typeInto(input, name);
  await answerDialog(element, 'Create');
}

async function switchProfile(element: Element, name: string) {
  await openDrawer(element);
  await click(drawerItem(element, name));
}

/** Fills localStorage until it refuses even one character. */
function fillStorage() {
  let chunk = 'x'.repeat(1 << 21);
  let count = 0;
  while (chunk !== '') {
    try {
      localStorage.setItem(`filler-${count}`, chunk);
      count += 1;
    } catch {
      chunk = chunk.slice(0, chunk.length >> 1);
    }
  }
}

// ---- An injected store, with sharing -----------------------------------------------------

const profile = (id: string, name: string, changes: Partial<Profile> = {}): Profile => ({
  id,
  name,
  semesters: [{ id: `${id}-s1`, name: 'Semester 1', subjects: [] }],
  isDefault: false,
  userId: 'me',
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});

const shared = (id: string, name: string, changes: Partial<SharedProfile>): SharedProfile => ({
  ...profile(id, name, { userId: 'owner' }),
  isShared: true,
  loaded: true,
  permission: 'read',
  shareId: `share-${id}`,
  ownerUserId: 'owner',
  ownerEmail: null,
  sharedAt: 1,
  ...changes,
});

const share = (
  profileId: string,
  email: string,
  changes: Partial<ShareEntry> = {},
): ShareEntry => ({
  shareId: `out-${profileId}-${email}`,
  profileId,
  profileName: profileId,
  ownerUserId: 'me',
  targetUserId: email,
  targetUserEmail: email,
  permission: 'read',
  sharedAt: 1,
  updatedAt: 1,
  isActive: true,
  ...changes,
});

const link = (profileId: string, changes: Partial<PublicLink> = {}): PublicLink => ({
  shareId: `link-${profileId}`,
  profileId,
  profileName: profileId,
  shareUrl: `https://campuscalc.test/shared/link-${profileId}`,
  sharedAt: 1,
  allowCopy: false,
  expiresAt: null,
  passwordProtected: false,
  ...changes,
});

/**
 * A store in memory, as an account store would hand the element its data; records calls, and
 * publishes what sharing calls change. `failures` names the calls that reject, with their error
 * message; `hold(name)` keeps the next such call pending until the function it returns is called.
 */
function memoryStore(data: Partial<GpaStoreSnapshot>, failures: Record<string, string> = {}) {
  let snapshot: GpaStoreSnapshot = {
    status: 'ready',
    profiles: [],
    sharedWithMe: [],
    moreSharedWithMe: false,
    outgoingShares: [],
    publicLinks: [],
    saving: false,
    activeProfileId: null,
    ...data,
  };
  const listeners = new Set<(next: GpaStoreSnapshot) => void>();
  const calls: string[] = [];
  const held = new Map<string, Promise<void>>();
  const hold = (name: string) => {
    let release!: () => void;
    held.set(name, new Promise((resolve) => (release = resolve)));
    return () => release();
  };
  const publish = (changes: Partial<GpaStoreSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener(snapshot);
  };
  const call = async (name: string, ...args: string[]) => {
    calls.push([name, ...args].join(' '));
    const pending = held.get(name);
    held.delete(name);
    await pending;
    if (name in failures) throw new Error(failures[name]);
  };
  const edited = <T extends Profile>(profiles: readonly T[], id: string, edit: ProfileEdit) =>
    profiles.map((each) =>
      each.id === id ? { ...each, ...applyProfileEdit(each, edit, 2) } : each,
    );
  const store: GpaStore = {
    subscribe(listener) {
      listeners.add(listener);
      listener(snapshot);
      return () => listeners.delete(listener);
    },
    subscribeNotices: () => () => {},
    ensureDefaultProfile: async () => false,
    createProfile: async (name) => {
      await call('createProfile', name);
      return profile('new', name);
    },
    deleteProfile: (id) => call('deleteProfile', id),
    renameProfile: (id, name) => call('renameProfile', id, name),
    async applyEdit(id, edit) {
      await call('applyEdit', id, edit.type);
      publish({
        profiles: edited(snapshot.profiles, id, edit),
        sharedWithMe: edited(snapshot.sharedWithMe, id, edit),
      });
    },
    importProfiles: async () => [],
    setActiveProfileId(id) {
      calls.push(`setActiveProfileId ${id}`);
      publish({ activeProfileId: id });
    },
    sharing: {
      async share(id, email, permission) {
        await call('share', id, email, permission);
        const added = share(id, email, { permission, sharedAt: Date.now() });
        publish({ outgoingShares: [...snapshot.outgoingShares, added] });
      },
      async updatePermission(shareId, permission) {
        await call('updatePermission', shareId, permission);
        publish({
          outgoingShares: snapshot.outgoingShares.map((each) =>
            each.shareId === shareId ? { ...each, permission } : each,
          ),
        });
      },
      async unshare(shareId) {
        await call('unshare', shareId);
        publish({
          outgoingShares: snapshot.outgoingShares.filter((each) => each.shareId !== shareId),
        });
      },
      async leaveShare(shareId) {
        await call('leaveShare', shareId);
        publish({
          sharedWithMe: snapshot.sharedWithMe.filter((each) => each.shareId !== shareId),
        });
      },
      async copySharedProfile(shareId) {
        await call('copySharedProfile', shareId);
        return profile('copy', 'Copy');
      },
      showMoreShared: () => void calls.push('showMoreShared'),
      async createLink(id, options) {
        await call('createLink', id, JSON.stringify(options));
        const created = link(id, {
          shareId: `link-${snapshot.publicLinks.length + 1}`,
          shareUrl: `https://campuscalc.test/shared/link-${snapshot.publicLinks.length + 1}`,
          allowCopy: options.allowCopy,
          expiresAt: options.expiresAt,
          passwordProtected: options.password !== null,
        });
        publish({ publicLinks: [...snapshot.publicLinks, created] });
        return created;
      },
      async revokeLink(shareId) {
        await call('revokeLink', shareId);
        publish({ publicLinks: snapshot.publicLinks.filter((each) => each.shareId !== shareId) });
      },
    },
  };
  return { store, calls, publish, hold };
}

const mountWithStore = async (store: GpaStore, attributes: Record<string, string> = {}) => {
  const element = await mountPrepared((prepared) => {
    for (const [name, value] of Object.entries(attributes)) prepared.setAttribute(name, value);
    prepared.store = store;
  });
  await settle();
  return element;
};

// ---- Tests -------------------------------------------------------------------------------------

describe('gpa-calculator', () => {
  describe('screen', () => {
    it('starts with a default profile, Semester 1, an empty form and the welcome toast', async () => {
      const element = await mount('welcome');
      expect(textOf(element, 'h2')).to.equal('GPA Calculator');
      expect(textOf(element, '.gpa-calculator__subtitle')).to.equal(
        'Calculate your semester GPA and cumulative GPA',
      );
      expect(profileName(element)).to.equal('User (Default)');
      element.hideTitle = true;
      await settle();
      expect(shadowAll(element, '.gpa-calculator__subtitle')).to.have.length(0);
      element.hideTitle = false;
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *']);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [1, 0, 0]]);
      expect(texts(element, '.gpa-summary__counts dt')).to.deep.equal([
        'Semesters',
        'Total Subjects',
        'Total Credits',
      ]);
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(emptyStates(element)).to.deep.equal(['No subjects added yet']);
      expect(toastMessages(element)).to.deep.equal([WELCOME]);
      expect(lastToastType(element)).to.equal('success');
      // Clear of the profile selector, the first thing a new student reaches for.
      await expectToastsClearOf(element, shadow(element, "[part~='profile-selector']"));
      expect(textOf(element, "[part~='add-semester']")).to.equal('Add Semester');
      expect(submitButton(element).textContent).to.equal('Add Subject');
      expect(shadowAll(element, "[part~='saving'], [part~='read-only']")).to.have.length(0);
    });

    it('without welcome (an embed), creates the first profile without a toast', async () => {
      const element = await mount();
      expect(profileName(element)).to.equal('User (Default)');
      await settle();
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('labels the form: grade options in order, credits a decimal number >= 0 in steps of 0.5', async () => {
      const element = await mount();
      expect(texts(element, "[part~='subject-form'] label")).to.deep.equal([
        'Subject name',
        'Grade',
        'Credits',
      ]);
      expect([...gradeSelect(element).options].map((option) => option.text)).to.deep.equal([
        'Select grade',
        ...GRADE_OPTIONS.map((option) => option.label),
      ]);
      const credits = creditInput(element);
      expect([credits.type, credits.inputMode, credits.min, credits.step]).to.deep.equal([
        'number',
        'decimal',
        '0',
        '0.5',
      ]);
      expect(formValues(element)).to.deep.equal(['', '', '']);
    });

    it('opens the grade table and the credit-hour explanation from the labels', async () => {
      const element = await mount();
      const infoButton = (label: string) =>
        shadowAll<HTMLElement & { label: string }>(element, 'sl-icon-button').find(
          (button) => button.label === label,
        )!;
      await click(infoButton('About grades'));
      expect(openDialogTitles(element)).to.deep.equal(['Grade points']);
      const rows = [...topDialog(element).querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
      expect(rows).to.deep.equal(
        GRADE_REFERENCE.map(({ grade, points, meaning }) => [grade, String(points), meaning]),
      );
      expect(rows.map(([grade]) => grade).join(' ')).to.equal('O A+ A B+ B C P F G E I');
      await answerDialog(element, 'Close');
      expect(openDialogTitles(element)).to.deep.equal([]);
      await click(infoButton('About credits'));
      expect(openDialogTitles(element)).to.deep.equal(['Credit hours']);
      expect(topDialog(element).textContent).to.contain('Credits (credit hours)');
      expect(topDialog(element).textContent).to.contain('from 0 to 30, in steps of 0.5');
    });

    it("shows 'Loading your GPA data...' until the store is ready", async () => {
      const { store, publish } = memoryStore({ status: 'loading' });
      const element = await mountWithStore(store);
      expect(textOf(element, '[role="status"]')).to.equal('Loading your GPA data...');
      expect(shadowAll(element, "[part~='summary']")).to.have.length(0);
      publish({ status: 'ready', profiles: [profile('p1', 'Mine')] });
      await settle();
      expect(shadowAll(element, '.gpa-calculator__loading')).to.have.length(0);
      expect(profileName(element)).to.equal('Mine');
    });

    it("shows 'Saving...' while the store has unsaved writes", async () => {
      const { store, publish } = memoryStore({ profiles: [profile('p1', 'Mine')] });
      const element = await mountWithStore(store);
      publish({ saving: true });
      await settle();
      expect(texts(element, "[part~='saving']")).to.deep.equal(['Saving...']);
      publish({ saving: false });
      await settle();
      expect(texts(element, "[part~='saving']")).to.deep.equal([]);
    });
  });

  describe('subjects', () => {
    it('adds subjects with grade, credits and points: O x 4 and A x 3 make 64 / 7 = 9.14', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      expect(card(element)).to.deep.equal([
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
        'Physics: Grade A · 3 credits · 24.00 points',
      ]);
      expect(tabs(element)).to.deep.equal(['Semester 1 9.14 *']);
      expect([circle(element), counts(element)]).to.deep.equal(['9.14', [1, 2, 7]]);
      expect(textOf(element, '.semester-card__gpa')).to.equal('GPA 9.14 · 7 credits');
      expect(formValues(element), 'the form resets').to.deep.equal(['', '', '']);
      expect(emptyStates(element)).to.deep.equal([]);
    });

    it('rounds to 2 decimals: O x 3 and A+ x 4 make 66 / 7 = 9.43', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '3');
      await addSubject(element, 'Physics', 'A+', '4');
      expect([circle(element), ...tabs(element)]).to.deep.equal(['9.43', 'Semester 1 9.43 *']);
    });

    it('counts failed subjects at 0 points and takes half credits', async () => {
      const element = await mount();
      await addSubject(element, 'Chemistry', 'B+', '3.5');
      await addSubject(element, 'Lab', 'F (Fail)', '1');
      expect(card(element).slice(1)).to.deep.equal([
        'Chemistry: Grade B+ · 3.5 credits · 24.50 points',
        'Lab: Grade E / F / G · 1 credit · 0.00 points',
      ]);
      // 24.5 / 4.5 = 5.444...
      expect([circle(element), counts(element)]).to.deep.equal(['5.44', [1, 2, 4.5]]);
    });

    it('refuses incomplete forms and bad credits with a message, adding nothing', async () => {
      const element = await mount();
      await click(submitButton(element));
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      expect(lastToastType(element)).to.equal('warning');
      await addSubject(element, 'Maths', '', '4');
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      await addSubject(element, '   ', 'A', '4');
      expect(toastMessages(element).at(-1)).to.equal('Please fill in all fields');
      const creditMessage = 'Credits must be from 0 to 30, in steps of 0.5';
      await addSubject(element, 'Maths', 'A', '3.3');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      // An absurd weight would make every total meaningless (an editor once could store 1e300).
      await addSubject(element, 'Maths', 'A', '1e300');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      await addSubject(element, 'Maths', 'A', '30.5');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      expect(
        shadowAll(element, 'input[type="number"]').map((input) => input.getAttribute('max')),
      ).to.deep.equal(['30']);
      await addSubject(element, 'Maths', 'A', '-1');
      expect(toastMessages(element).at(-1)).to.equal(creditMessage);
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(formValues(element), 'what was typed stays').to.deep.equal(['Maths', '8', '-1']);
    });

    it('loads a subject into the form to update it, then resets the form', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await clickLabelled(element, 'Edit Physics');
      expect(formValues(element)).to.deep.equal(['Physics', '8', '3']);
      expect(submitButton(element).textContent).to.equal('Update Subject');
      expect(element.shadowRoot!.activeElement === nameInput(element)).to.equal(true);
      await fillForm(element, 'Physics II', 'O', '2');
      await click(submitButton(element));
      expect(card(element).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
        'Physics II: Grade O · 2 credits · 20.00 points',
      ]);
      expect(circle(element)).to.equal('10.00');
      expect(submitButton(element).textContent).to.equal('Add Subject');
      expect(formValues(element)).to.deep.equal(['', '', '']);
    });

    it('Cancel leaves editing without a change', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
      await typeInto(nameInput(element), 'Changed');
      await clickButton(element, 'Cancel');
      expect([submitButton(element).textContent, ...formValues(element)]).to.deep.equal([
        'Add Subject',
        '',
        '',
        '',
      ]);
      expect(card(element).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('deletes subjects, back to the empty state', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await clickLabelled(element, 'Delete Mathematics');
      expect(card(element).slice(1)).to.deep.equal(['Physics: Grade A · 3 credits · 24.00 points']);
      expect(circle(element)).to.equal('8.00');
      await clickLabelled(element, 'Delete Physics');
      expect(emptyStates(element)).to.deep.equal(['No subjects added yet']);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [1, 0, 0]]);
    });

    it('on a phone, Welcome is clear of the profile selector and the summary', async () => {
      await atPhoneSize(async () => {
        const element = await mount('welcome');
        expect(toastMessages(element)).to.deep.equal([WELCOME]);
        await expectToastsClearOf(
          element,
          shadow(element, "[part~='profile-selector']"),
          shadow(element, "[part~='summary']"),
        );
      });
    });

    it('deleting a subject offers Undo in its toast, which puts it back at its place', async () => {
      const element = await mount();
      for (const [name, grade] of [
        ['Mathematics', 'O'],
        ['Physics', 'A'],
        ['Chemistry', 'B'],
      ] as const) {
        await addSubject(element, name, grade, '4');
      }
      const before = card(element);
      await clickLabelled(element, 'Delete Physics');
      expect(card(element)).to.not.deep.equal(before);
      const toast = shadowAll(element, '.toast').at(-1)!;
      expect(toast.querySelector('.toast__message')!.textContent).to.equal(
        'Subject deleted: Physics',
      );
      await click(toast.querySelector<HTMLElement>('.toast__action')!);
      await settle();
      expect(card(element)).to.deep.equal(before);
      // Kept on the device too, in its place.
      await settle();
      const reloaded = await mount('', element.storageKey);
      expect(card(reloaded)).to.deep.equal(before);
    });

    it('Undo puts a subject back through any store, as an edit of the store port', async () => {
      const math = { id: 'm', subjectName: 'Mathematics', grade: 10, credit: 4 };
      const physics = { id: 'p', subjectName: 'Physics', grade: 9, credit: 3 };
      const { store, calls } = memoryStore({
        profiles: [
          {
            ...profile('p1', 'Cloud'),
            semesters: [{ id: 's1', name: 'Semester 1', subjects: [math, physics] }],
          },
        ],
      });
      const element = await mountWithStore(store);
      const before = card(element);
      await clickLabelled(element, 'Delete Mathematics');
      expect(card(element).slice(1)).to.deep.equal([
        'Physics: Grade A+ · 3 credits · 27.00 points',
      ]);
      await click(shadowAll(element, '.toast__action').at(-1)!);
      await settle();
      expect(card(element)).to.deep.equal(before);
      expect(calls.filter((call) => call.startsWith('applyEdit'))).to.deep.equal([
        'applyEdit p1 deleteSubject',
        'applyEdit p1 restoreSubject',
      ]);
    });

    it('deleting the subject being edited leaves editing', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
      await clickLabelled(element, 'Delete Mathematics');
      expect([submitButton(element).textContent, ...formValues(element)]).to.deep.equal([
        'Add Subject',
        '',
        '',
        '',
      ]);
    });
  });

  it('takes a subject typed from the keyboard, submitted with Enter', async () => {
    const element = await mount();
    nameInput(element).focus();
    await sendKeys({ type: 'Mathematics' });
    // Each label's (i) button comes before its control.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement === creditInput(element)).to.equal(true);
    await sendKeys({ type: '4' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(card(element).slice(1)).to.deep.equal([
      'Mathematics: Grade O · 4 credits · 40.00 points',
    ]);
  });

  describe('semesters', () => {
    it('Add Semester adds the next Semester N and selects it; subjects go to the selected one', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00', 'Semester 2 0.00 *']);
      expect(card(element)).to.deep.equal(['Semester 2']);
      await addSubject(element, 'Electronics', 'B', '4');
      await addSubject(element, 'Drawing', 'A+', '3');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00', 'Semester 2 7.29 *']);
      // Cumulative pools the subjects: (40 + 24 + 27) / 11.
      expect([circle(element), counts(element)]).to.deep.equal(['8.27', [2, 3, 11]]);
      await selectTab(element, 'Semester 1');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *', 'Semester 2 7.29']);
      expect(card(element)).to.deep.equal([
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('deleting a semester asks first: Cancel keeps it, Delete removes it', async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Delete Semester 1');
      expect(openDialogTitles(element)).to.deep.equal(['Delete semester']);
      expect(topDialog(element).textContent).to.contain('Delete Semester 1 and its 1 subject?');
      await answerDialog(element, 'Cancel');
      expect([openDialogTitles(element), tabs(element)]).to.deep.equal([
        [],
        ['Semester 1 10.00 *'],
      ]);
      await clickLabelled(element, 'Delete Semester 1');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal([]);
      expect(emptyStates(element)).to.deep.equal(['No semesters added yet']);
      expect(shadowAll(element, "[part~='semester']")).to.have.length(0);
      expect([circle(element), counts(element)]).to.deep.equal(['0.00', [0, 0, 0]]);
    });

    it('without a semester nothing can be added', async () => {
      const element = await mount();
      await clickLabelled(element, 'Delete Semester 1');
      await answerDialog(element, 'Delete');
      await fillForm(element, 'Mathematics', 'O', '4');
      expect(submitButton(element).disabled).to.equal(true);
      nameInput(element).form!.requestSubmit();
      await settle();
      expect(counts(element)).to.deep.equal([0, 0, 0]);
    });

    it('deleting the selected semester selects the last remaining one; others keep the selection', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      await clickButton(element, 'Add Semester');
      await clickButton(element, 'Add Semester');
      await selectTab(element, 'Semester 2');
      await clickLabelled(element, 'Delete Semester 3');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal([
        'Semester 1 0.00',
        'Semester 2 0.00 *',
        'Semester 4 0.00',
      ]);
      await clickLabelled(element, 'Delete Semester 2');
      await answerDialog(element, 'Delete');
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00', 'Semester 4 0.00 *']);
      await clickButton(element, 'Add Semester');
      expect(tabs(element).at(-1)).to.equal('Semester 3 0.00 *');
    });

    it('renames the selected semester from a dialog holding its name; tab, card and select follow', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Rename Semester 1');
      expect(openDialogTitles(element)).to.deep.equal(['Rename semester']);
      const input = topDialog(element).querySelector('input')!;
      expect(input.value).to.equal('Semester 1');
      await typeInto(input, '   ');
      expect(
        [...topDialog(element).querySelectorAll('button')].find((b) => b.textContent === 'Rename')!
          .disabled,
      ).to.equal(true);
      await answerDialog(element, 'Cancel');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *']);

      await clickLabelled(element, 'Rename Semester 1');
      await typeInto(topDialog(element).querySelector('input')!, '  Fall 2026 ');
      await answerDialog(element, 'Rename');
      expect(tabs(element)).to.deep.equal(['Fall 2026 10.00 *']);
      expect(card(element)[0]).to.equal('Fall 2026');
      expect([...semesterPicker(element).options].map((option) => option.text)).to.deep.equal([
        'Fall 2026 · 10.00',
      ]);
      // 'Semester N' stays the default of the next one; the name is kept on the device.
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Fall 2026 10.00', 'Semester 2 0.00 *']);
      const again = await mount('', key);
      expect(tabs(again)).to.deep.equal(['Fall 2026 10.00', 'Semester 2 0.00 *']);
    });

    it('refuses a semester name longer than 200 characters with a message', async () => {
      const element = await mount();
      await clickLabelled(element, 'Rename Semester 1');
      await typeInto(topDialog(element).querySelector('input')!, 'x'.repeat(201));
      await answerDialog(element, 'Rename');
      expect(toastMessages(element).at(-1)).to.equal(
        'Semester name must be at most 200 characters',
      );
      expect(lastToastType(element)).to.equal('warning');
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *']);
    });

    it('works from the keyboard: tabs, Enter, Escape on the confirm dialog', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      const [first] = shadowAll(element, "[part~='semester-tab']");
      first!.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00 *', 'Semester 2 0.00']);
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal(
        'Delete Semester 1',
      );
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(openDialogTitles(element)).to.deep.equal(['Delete semester']);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect(tabs(element)).to.have.length(2);
      expect(element.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal(
        'Delete Semester 1',
      );
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Space' });
      await settle();
      expect(tabs(element)).to.deep.equal(['Semester 1 0.00', 'Semester 2 0.00 *']);
      expect(getComputedStyle(element.shadowRoot!.activeElement!).outlineStyle).not.to.equal(
        'none',
      );
    });
  });

  describe('semesters on a phone', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('moves between eight semesters with one select; the selected one’s Rename and Delete sit beside it', async () => {
      await setViewport({ width: 390, height: 844 });
      const element = await mount();
      for (let added = 1; added < 8; added++) await clickButton(element, 'Add Semester');
      // No wall of tabs with a trash icon each: one select names every semester with its GPA.
      expect(visible(shadowAll(element, "[part~='semester-tabs'] li"))).to.have.length(0);
      const picker = semesterPicker(element);
      expect([...picker.options].map((option) => option.text)).to.deep.equal(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Semester ${n} · 0.00`),
      );
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 8 · 0.00');
      const controls = visible(shadowAll(element, "[part~='semester-tabs'] :is(button, select)"));
      expect(controls.map((control) => control.ariaLabel ?? control.textContent)).to.deep.equal([
        'Add Semester',
        'Semester 1 · 0.00Semester 2 · 0.00Semester 3 · 0.00Semester 4 · 0.00Semester 5 · 0.00Semester 6 · 0.00Semester 7 · 0.00Semester 8 · 0.00',
        'Rename Semester 8',
        'Delete Semester 8',
      ]);
      for (const control of controls) {
        expect(control.getBoundingClientRect().height, control.outerHTML).to.be.at.least(44);
      }
      // Two rows, whatever the number of semesters: the select and its actions, then Add Semester.
      const nav = shadow(element, "[part~='semester-tabs']").getBoundingClientRect();
      expect(nav.height).to.be.below(110);

      await pickOption(
        picker,
        [...picker.options].find((o) => o.text.startsWith('Semester 3 '))!.value,
      );
      expect(card(element)).to.deep.equal(['Semester 3']);
      await addSubject(element, 'Mathematics', 'O', '4');
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 3 · 10.00');
      await click(visible(shadowAll(element, '[aria-label="Delete Semester 3"]'))[0]!);
      expect(topDialog(element).textContent).to.contain('Delete Semester 3 and its 1 subject?');
      await answerDialog(element, 'Delete');
      expect(picker.options).to.have.length(7);
      expect(picker.selectedOptions[0]!.text).to.equal('Semester 8 · 0.00');

      // At a desktop width the tabs are back, each with its delete; Rename reads as a word.
      await setViewport({ width: 1280, height: 800 });
      await settle();
      expect(visible(shadowAll(element, "[part~='semester-tab']"))).to.have.length(7);
      expect(picker.checkVisibility()).to.equal(false);
      expect(labelled(element, 'Rename Semester 8').textContent).to.equal('Rename');
      expect(labelled(element, 'Rename Semester 8').checkVisibility()).to.equal(true);
    });
  });

  describe('profile drawer', () => {
    it('lists My Profiles in a modal drawer that Escape closes, returning focus', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      const selector = shadow(element, "[part~='profile-selector']");
      expect(selector.textContent).to.equal('ProfileUser (Default)');
      selector.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(topDialog(element).matches(':modal')).to.equal(true);
      expect(drawerSection(element, 'My Profiles')).to.deep.equal(['User (Default) | 2 semesters']);
      expect(drawerSection(element, 'Shared With Me')).to.equal(null);
      expect(drawerSection(element, 'Shared Profiles')).to.equal(null);
      expect(shadowAll(element, '.gpa-drawer [aria-label^="Delete"]')).to.have.length(0);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect(element.shadowRoot!.activeElement === selector).to.equal(true);
    });

    it('closes from its Close button and from the overlay', async () => {
      const element = await mount();
      await openDrawer(element);
      await clickLabelled(element, 'Close');
      expect(openDialogTitles(element)).to.deep.equal([]);
      await openDrawer(element);
      const drawer = topDialog(element);
      drawer.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await click(drawer);
      expect(openDialogTitles(element)).to.deep.equal([]);
    });

    it('Add Profile asks for a name, creates the profile and switches to it', async () => {
      const element = await mount();
      await openDrawer(element);
      await clickButton(element, 'Add Profile');
      expect(openDialogTitles(element)).to.deep.equal(['Profiles', 'New profile']);
      expect(topDialog(element).querySelector('label')!.textContent).to.equal('Profile name');
      await answerDialog(element, 'Cancel');
      expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
      await clickButton(element, 'Add Profile');
      await typeInto(topDialog(element).querySelector('input')!, '  B.Tech CSE ');
      await answerDialog(element, 'Create');
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect([profileName(element), ...tabs(element)]).to.deep.equal([
        'B.Tech CSE',
        'Semester 1 0.00 *',
      ]);
      await openDrawer(element);
      expect(drawerSection(element, 'My Profiles')).to.deep.equal([
        'User (Default) | 1 semester',
        'B.Tech CSE | 1 semester',
      ]);
      expect(shadow(element, '.profile-item--current .profile-item__name').textContent).to.equal(
        'B.Tech CSE',
      );
    });

    it('switching profile selects its last semester and remembers the choice', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await clickButton(element, 'Add Semester');
      await addSubject(element, 'Mathematics', 'O', '4');
      await selectTab(element, 'Semester 1');
      await addProfile(element, 'Second');
      expect([circle(element), ...tabs(element)]).to.deep.equal(['0.00', 'Semester 1 0.00 *']);
      await switchProfile(element, 'User (Default)');
      expect(openDialogTitles(element)).to.deep.equal([]);
      expect([profileName(element), circle(element), ...tabs(element)]).to.deep.equal([
        'User (Default)',
        '10.00',
        'Semester 1 0.00',
        'Semester 2 10.00 *',
      ]);
      const stored = JSON.parse(localStorage.getItem(`${key}.gpaProfiles`)!) as Profile[];
      const defaultId = stored.find((each) => each.isDefault)!.id;
      expect(localStorage.getItem(`${key}.activeGpaProfile`)).to.equal(defaultId);
    });

    it('offers delete only for non-default profiles when there are several; it asks first', async () => {
      const element = await mount();
      await addProfile(element, 'Extra');
      await openDrawer(element);
      expect(
        shadowAll(element, '.gpa-drawer [aria-label^="Delete"]').map((b) => b.ariaLabel),
      ).to.deep.equal(['Delete Extra']);
      await clickLabelled(element, 'Delete Extra');
      expect(openDialogTitles(element)).to.deep.equal(['Profiles', 'Delete profile']);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(openDialogTitles(element), 'Escape closes the top dialog only').to.deep.equal([
        'Profiles',
      ]);
      await clickLabelled(element, 'Delete Extra');
      expect(topDialog(element).textContent).to.contain('Delete Extra with its 1 semester?');
      await answerDialog(element, 'Cancel');
      expect(drawerSection(element, 'My Profiles')).to.have.length(2);
      await clickLabelled(element, 'Delete Extra');
      await answerDialog(element, 'Delete');
      expect(drawerSection(element, 'My Profiles')).to.deep.equal(['User (Default) | 1 semester']);
      // Extra was shown; the remaining profile takes its place.
      expect(profileName(element)).to.equal('User (Default)');
    });

    it("refuses with 'Cannot delete the last profile' when another element deleted the other one", async () => {
      const key = freshKey();
      localStorage.setItem(
        `${key}.gpaProfiles`,
        JSON.stringify([
          profile('x', 'Xavier', { userId: null }),
          profile('y', 'Yara', { userId: null }),
        ]),
      );
      const first = await mount('', key);
      const second = await mount('', key);
      await openDrawer(first);
      await clickLabelled(first, 'Delete Xavier');
      await openDrawer(second);
      await clickLabelled(second, 'Delete Yara');
      await answerDialog(second, 'Delete');
      await answerDialog(first, 'Delete');
      expect(toastMessages(first)).to.deep.equal(['Cannot delete the last profile']);
      expect(shadowAll(first, '.toast').map((toast) => toast.dataset.type)).to.deep.equal([
        'error',
      ]);
      expect(drawerSection(first, 'My Profiles')).to.deep.equal(['Xavier | 1 semester']);
    });

    it('says when creating a profile fails', async () => {
      const element = await mount();
      fillStorage();
      await addProfile(element, 'Another');
      expect(toastMessages(element).at(-1)).to.equal('Error creating profile. Please try again.');
      expect(drawerSection(element, 'My Profiles')).to.deep.equal(['User (Default) | 1 semester']);
    });

    it("shows the store's refusal to delete a profile, or else that deleting failed", async () => {
      const profiles = [profile('a', 'Alpha'), profile('b', 'Beta')];
      for (const [failure, message] of [
        ['offline', 'Error deleting profile. Please try again.'],
        ['Cannot delete the default profile', 'Cannot delete the default profile'],
      ]) {
        const { store } = memoryStore({ profiles }, { deleteProfile: failure! });
        const element = await mountWithStore(store);
        await openDrawer(element);
        await clickLabelled(element, 'Delete Beta');
        await answerDialog(element, 'Delete');
        expect(toastMessages(element)).to.deep.equal([message]);
      }
    });
  });

  describe('storage', () => {
    it('keeps data and the chosen profile across a reload, without a second welcome', async () => {
      const key = freshKey();
      const element = await mount('', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      await addProfile(element, 'Second');
      await addSubject(element, 'Physics', 'A', '3');
      await cleanupFixtures();
      const reloaded = await mount('', key);
      expect([profileName(reloaded), circle(reloaded), ...card(reloaded)]).to.deep.equal([
        'Second',
        '8.00',
        'Semester 1',
        'Physics: Grade A · 3 credits · 24.00 points',
      ]);
      expect(toastMessages(reloaded)).to.deep.equal([]);
      await switchProfile(reloaded, 'User (Default)');
      expect(card(reloaded).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
    });

    it('works where the browser blocks storage, saying so at the first edit only', async () => {
      // As in an iframe on another site with third-party storage blocked: reading it throws.
      const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
      try {
        const element = await mount('', 'blocked-storage');
        expect(profileName(element)).to.equal('User (Default)');
        expect(toastMessages(element)).to.deep.equal([]);
        await addSubject(element, 'Mathematics', 'O', '4');
        await addSubject(element, 'Physics', 'A', '3');
        expect(circle(element)).to.equal('9.14');
        expect(toastMessages(element)).to.deep.equal([KEPT_FOR_THE_VISIT_NOTICE.message]);
      } finally {
        Object.defineProperty(window, 'localStorage', original);
      }
    });

    it('starts a fresh default profile when another tab clears the saved profiles', async () => {
      const key = freshKey();
      const element = await mount('welcome', key);
      await addSubject(element, 'Mathematics', 'O', '4');
      const otherTab = document.createElement('iframe');
      document.body.append(otherTab);
      const errors: unknown[] = [];
      const consoleError = console.error;
      console.error = (...args: unknown[]) => errors.push(...args);
      try {
        otherTab.contentWindow!.localStorage.removeItem(`${key}.gpaProfiles`);
        await until(() => circle(element) === '0.00', 'a fresh profile shows');
        expect(profileName(element)).to.equal('User (Default)');
        expect(toastMessages(element)).to.include('Welcome! Created your first profile.');
        expect(localStorage.getItem(`${key}.gpaProfiles`)).to.not.equal(null);
        // Creating the profile publishes 'saving' while still empty: that must not ask again.
        expect(errors.map(String)).to.deep.equal([]);
      } finally {
        console.error = consoleError;
        otherTab.remove();
      }
    });

    it('elements with the same storage-key share edits; other keys keep their own', async () => {
      const key = freshKey();
      const [first, second, other] = [await mount('', key), await mount('', key), await mount()];
      await addSubject(first, 'Mathematics', 'O', '4');
      expect(card(second).slice(1)).to.deep.equal([
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
      expect(circle(second)).to.equal('10.00');
      expect([circle(other), ...card(other)]).to.deep.equal(['0.00', 'Semester 1']);
      await clickButton(second, 'Add Semester');
      expect(tabs(first)).to.deep.equal(['Semester 1 10.00 *', 'Semester 2 0.00']);
      expect(tabs(other)).to.deep.equal(['Semester 1 0.00 *']);
    });

    it('keeps unreadable saved data as a backup, says so and starts with a fresh profile', async () => {
      localStorage.setItem('gpaProfiles', '{oops');
      const element = await mountMarkup('<gpa-calculator></gpa-calculator>');
      expect(toastMessages(element)).to.include(UNREADABLE_DATA_NOTICE.message);
      const warning = shadowAll(element, '.toast').find(
        (toast) => toast.textContent === UNREADABLE_DATA_NOTICE.message,
      );
      expect(warning!.dataset.type).to.equal('warning');
      expect(localStorage.getItem('gpaProfiles.backup')).to.equal('{oops');
      expect([profileName(element), ...tabs(element)]).to.deep.equal([
        'User (Default)',
        'Semester 1 0.00 *',
      ]);
      expect(JSON.parse(localStorage.getItem('gpaProfiles')!)).to.have.length(1);
    });

    it("says 'Error saving data. Please try again.' when storage is full and keeps the data shown", async () => {
      const element = await mount();
      await addSubject(element, 'Mathematics', 'O', '4');
      fillStorage();
      await addSubject(element, 'Physics', 'A', '3');
      expect(toastMessages(element).at(-1)).to.equal(SAVE_ERROR);
      expect(lastToastType(element)).to.equal('error');
      expect([circle(element), ...card(element)]).to.deep.equal([
        '10.00',
        'Semester 1',
        'Mathematics: Grade O · 4 credits · 40.00 points',
      ]);
      expect(formValues(element), 'nothing typed is lost').to.deep.equal(['Physics', '8', '3']);
      await clickButton(element, 'Add Semester');
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00 *']);
      expect(toastMessages(element).at(-1)).to.equal(SAVE_ERROR);
    });
  });

  describe('read-only', () => {
    it('the readonly attribute shows every semester as a table, with no editor at all, until removed', async () => {
      const key = freshKey();
      const editable = await mount('', key);
      await addSubject(editable, 'Mathematics', 'O', '4');
      await clickButton(editable, 'Add Semester');
      await addSubject(editable, 'Physics', 'A', '3');
      await addSubject(editable, 'Workshop', 'F (Fail)', '1.5');
      const element = await mount('readonly', key);
      expect(element.readOnly).to.equal(true);
      expect(textOf(element, "[part~='read-only']")).to.equal('Read-Only');
      expect(tables(element)).to.deep.equal([
        [
          'Semester 1 GPA 10.00 · 4 credits',
          'Subject | Grade | Credits | Points',
          'Mathematics | O | 4 | 40.00',
        ],
        [
          'Semester 2 GPA 5.33 · 4.5 credits',
          'Subject | Grade | Credits | Points',
          'Physics | A | 3 | 24.00',
          'Workshop | E / F / G | 1.5 | 0.00',
        ],
      ]);
      expect([circle(element), counts(element)]).to.deep.equal(['7.53', [2, 3, 8.5]]);
      // A view, not a greyed-out editor: no form, tabs or edit buttons, disabled or not.
      expect(
        shadowAll(
          element,
          "[part~='subject-form'], [part~='semester-tabs'], [part~='subject'], [part~='add-semester']",
        ),
      ).to.have.length(0);
      // Its own profile: nobody shared it, nothing to copy.
      expect(shadowAll(element, '.read-only-view__source')).to.have.length(0);
      expect(shadowButton(element, 'Import').disabled).to.equal(true);
      // One profile and nothing to do with it in the drawer: its name is text, not a selector.
      expect(shadow(element, "[part~='profile-selector']").localName).to.equal('p');
      expect(profileName(element)).to.equal('User (Default)');
      await addProfile(editable, 'Second');
      // The selection the other element stores is followed (SPEC §4: the stored id wins).
      expect(profileName(element)).to.equal('Second');
      await switchProfile(editable, 'User (Default)');
      expect(profileName(element)).to.equal('User (Default)');
      await openDrawer(element);
      expect(shadowButton(element, 'Add Profile').disabled).to.equal(true);
      await clickLabelled(element, 'Close');
      element.removeAttribute('readonly');
      await settle();
      expect(element.readOnly).to.equal(false);
      expect(shadowAll(element, "[part~='read-only'], [part~='semester-table']")).to.have.length(0);
      expect(tabs(element)).to.deep.equal(['Semester 1 10.00', 'Semester 2 5.33 *']);
      expect(submitButton(element).disabled).to.equal(false);
      element.readOnly = true;
      await settle();
      expect(element.hasAttribute('readonly')).to.equal(true);
      expect(shadowAll(element, "[part~='subject-form']")).to.have.length(0);
    });

    it('reads well in a 390 px phone: the tables fit, with no sideways scrolling', async () => {
      const key = freshKey();
      const editable = await mount('', key);
      await addSubject(
        editable,
        'Introduction to Electrical and Electronics Engineering',
        'A+',
        '4.5',
      );
      const element = await mount('readonly', key);
      element.style.width = '390px';
      await settle();
      const base = shadow(element, '[part~="base"]');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth);
      const table = shadow(element, '.subject-table').getBoundingClientRect();
      expect(table.right).to.be.at.most(base.getBoundingClientRect().right);
      expect(tables(element)[0]!.at(-1)).to.equal(
        'Introduction to Electrical and Electronics Engineering | A+ | 4.5 | 40.50',
      );
    });
  });

  describe('a store with sharing', () => {
    const mine = profile('mine', 'Mine', { isDefault: true });
    const published = profile('published', 'Published');
    const readShare = shared('r', 'Their notes', {
      ownerEmail: 'asha@college.edu',
      semesters: [
        {
          id: 'r-s1',
          name: 'Semester 1',
          subjects: [{ id: 'ethics', subjectName: 'Ethics', grade: 9, credit: 2 }],
        },
      ],
    });
    const editShare = shared('e', 'Group work', { permission: 'edit' });
    const data = {
      profiles: [published, mine],
      sharedWithMe: [readShare, editShare],
      outgoingShares: [
        share('published', 'ravi@college.edu', { profileName: 'Published', permission: 'edit' }),
        share('published', 'old@college.edu', { isActive: false }),
      ],
    };

    it('lists Shared With Me and Shared Profiles with their badges and actions', async () => {
      const { store, calls } = memoryStore(data);
      const element = await mountWithStore(store);
      expect(profileName(element)).to.equal('Mine');
      await openDrawer(element);
      expect(drawerSection(element, 'My Profiles')).to.deep.equal([
        'Mine | 1 semester',
        'Published | 1 semesterShared (1)',
      ]);
      // Neither the default nor a shared profile may be deleted from the drawer; own ones are shared.
      expect(shadowAll(element, '.gpa-drawer [aria-label^="Delete"]')).to.have.length(0);
      expect(
        shadowAll(element, '.gpa-drawer [aria-label^="Share "]').map((button) => button.ariaLabel),
      ).to.deep.equal(['Share Mine', 'Share Published']);
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
        'Group work | 1 semesterEdit AccessShared by another user',
        'Their notes | 1 semesterRead OnlyShared by asha@college.edu',
      ]);
      expect(
        shadowAll(element, '[aria-label^="Copy"]').map((button) => button.ariaLabel),
      ).to.deep.equal(['Copy Their notes to my account']);
      expect(drawerSection(element, 'Shared Profiles')).to.deep.equal([
        'Published | ravi@college.eduEdit Access',
      ]);
      await clickLabelled(element, 'Copy Their notes to my account');
      await clickLabelled(element, 'Stop sharing Published with ravi@college.edu');
      expect(calls).to.deep.equal([
        'copySharedProfile share-r',
        'unshare out-published-ravi@college.edu',
      ]);
      expect(toastMessages(element)).to.deep.equal([]);
    });

    it('lets the recipient leave a profile shared with them, after asking, and says so', async () => {
      const { store, calls } = memoryStore(data);
      const element = await mountWithStore(store);
      await openDrawer(element);
      expect(
        shadowAll(element, '.gpa-drawer [aria-label^="Leave"]').map((button) => button.ariaLabel),
      ).to.deep.equal(['Leave Group work', 'Leave Their notes']);
      await clickLabelled(element, 'Leave Their notes');
      expect(openDialogTitles(element)).to.deep.equal(['Profiles', 'Leave shared profile']);
      expect(topDialog(element).textContent).to.contain(
        'Leave "Their notes"? It will no longer be shared with you, until asha@college.edu shares it again.',
      );
      await answerDialog(element, 'Cancel');
      expect(calls).to.deep.equal([]);
      await clickLabelled(element, 'Leave Group work');
      expect(topDialog(element).textContent).to.contain('until its owner shares it again');
      await answerDialog(element, 'Leave');
      expect(calls).to.deep.equal(['leaveShare share-e']);
      expect(toastMessages(element)).to.deep.equal(['You left "Group work".']);
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
        'Their notes | 1 semesterRead OnlyShared by asha@college.edu',
      ]);
    });

    it("says 'Failed to leave the shared profile' when leaving fails, and keeps the profile", async () => {
      const { store } = memoryStore(data, { leaveShare: 'offline' });
      const element = await mountWithStore(store);
      await openDrawer(element);
      await clickLabelled(element, 'Leave Their notes');
      await answerDialog(element, 'Leave');
      expect(toastMessages(element)).to.deep.equal(['Failed to leave the shared profile']);
      expect(drawerSection(element, 'Shared With Me')).to.have.length(2);
    });

    it("says 'Error copying profile' and 'Error unsharing profile' when those fail", async () => {
      const { store } = memoryStore(data, { copySharedProfile: 'offline', unshare: 'offline' });
      const element = await mountWithStore(store);
      await openDrawer(element);
      await clickLabelled(element, 'Copy Their notes to my account');
      await clickLabelled(element, 'Stop sharing Published with ravi@college.edu');
      expect(toastMessages(element)).to.deep.equal([
        'Error copying profile',
        'Error unsharing profile',
      ]);
      // The same failure from the read-only view: the repeat is the one toast, now the newest.
      await switchProfile(element, 'Their notes');
      await clickButton(element, 'Copy to My Account');
      expect(toastMessages(element)).to.deep.equal([
        'Error unsharing profile',
        'Error copying profile',
      ]);
    });

    it('shows a profile shared read-only as a Read-Only view with its sharer and a copy action; an editable one as the editor', async () => {
      const { store, calls } = memoryStore(data);
      const element = await mountWithStore(store);
      await switchProfile(element, 'Their notes');
      expect(textOf(element, "[part~='read-only']")).to.equal('Read-Only');
      expect(textOf(element, '.read-only-view__owner')).to.equal('Shared by asha@college.edu');
      expect(tables(element)).to.deep.equal([
        [
          'Semester 1 GPA 9.00 · 2 credits',
          'Subject | Grade | Credits | Points',
          'Ethics | A+ | 2 | 18.00',
        ],
      ]);
      expect(shadowAll(element, "[part~='subject-form'], [part~='semester-tabs']")).to.have.length(
        0,
      );
      await clickButton(element, 'Copy to My Account');
      expect(toastMessages(element)).to.deep.equal(['Copied to your account as "Copy".']);

      await switchProfile(element, 'Group work');
      expect(shadowAll(element, "[part~='read-only'], [part~='read-only-view']")).to.have.length(0);
      await addSubject(element, 'Project', 'A+', '2');
      expect(card(element).slice(1)).to.deep.equal([
        'Project: Grade A+ · 2 credits · 18.00 points',
      ]);
      // An editor renames the owner's semester too.
      await clickLabelled(element, 'Rename Semester 1');
      await typeInto(topDialog(element).querySelector('input')!, 'Term 1');
      await answerDialog(element, 'Rename');
      expect(tabs(element)).to.deep.equal(['Term 1 9.00 *']);
      expect(calls).to.deep.equal([
        'setActiveProfileId r',
        'copySharedProfile share-r',
        'setActiveProfileId e',
        'applyEdit e addSubject',
        'applyEdit e renameSemester',
      ]);
    });

    it('lists a shared profile not loaded yet by its record, loads it once selected, and offers Show more', async () => {
      const planted = shared('p', 'Planted', { loaded: false, semesters: [] });
      const { store, calls, publish } = memoryStore({
        ...data,
        sharedWithMe: [planted],
        moreSharedWithMe: true,
      });
      const element = await mountWithStore(store);
      await openDrawer(element);
      // No semester count: only the share record is known.
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
        'Planted | Read OnlyShared by another user',
      ]);
      await clickButton(element, 'Show more');
      await click(drawerItem(element, 'Planted'));
      expect(profileName(element)).to.equal('Planted');
      expect(textOf(element, '[role="status"]')).to.equal('Loading Planted...');
      expect(shadowAll(element, "[part~='summary']")).to.have.length(0);
      publish({
        sharedWithMe: [{ ...readShare, ...planted, loaded: true, semesters: readShare.semesters }],
      });
      await settle();
      expect(shadowAll(element, '.gpa-calculator__loading')).to.have.length(0);
      expect(circle(element)).to.equal('9.00');
      expect(calls).to.deep.equal(['showMoreShared', 'setActiveProfileId p']);
      publish({ moreSharedWithMe: false });
      await openDrawer(element);
      expect(shadowAll(element, '.profile-list__more')).to.have.length(0);
    });

    it('makes a shared profile shown without being chosen the active one, so that it loads', async () => {
      const planted = shared('p', 'Planted', { loaded: false, semesters: [] });
      const { store, calls } = memoryStore({ profiles: [], sharedWithMe: [planted] });
      const element = await mountWithStore(store);
      expect(profileName(element)).to.equal('Planted');
      await settle();
      expect(calls).to.deep.equal(['setActiveProfileId p']);
    });

    it("names 'another user' when the share lacks the e-mail, and offers no copy under readonly", async () => {
      const anonymous = shared('a', 'Anonymous notes', {});
      const { store } = memoryStore({ ...data, sharedWithMe: [anonymous] });
      const element = await mountWithStore(store, { readonly: 'true' });
      await switchProfile(element, 'Anonymous notes');
      expect(textOf(element, '.read-only-view__owner')).to.equal('Shared by another user');
      expect(() => shadowButton(element, 'Copy to My Account')).to.throw();
    });

    it('shows a failed write as an error and keeps the data of the store', async () => {
      const { store } = memoryStore(data, { applyEdit: 'offline' });
      const element = await mountWithStore(store);
      await addSubject(element, 'Project', 'A+', '2');
      expect(toastMessages(element)).to.deep.equal([SAVE_ERROR]);
      expect(card(element)).to.deep.equal(['Semester 1']);
    });
  });

  describe('the share dialog', () => {
    const DAY = 86_400_000;
    const mine = profile('mine', 'Mine', { isDefault: true });
    const notes = profile('notes', 'Lab Notes');
    const sharedAt = Date.parse('2026-03-01T10:00:00Z');
    const data = {
      profiles: [mine, notes],
      sharedWithMe: [shared('r', 'Their notes', { ownerEmail: 'asha@college.edu' })],
      outgoingShares: [
        share('notes', 'ravi@college.edu', { sharedAt }),
        share('notes', 'asha@college.edu', { permission: 'edit', sharedAt }),
        share('mine', 'meera@college.edu'),
        share('notes', 'old@college.edu', { isActive: false }),
      ],
    } satisfies Partial<GpaStoreSnapshot>;

    const dialogOf = (element: Element) => shadow<HTMLDialogElement>(element, '.share-dialog');
    const inDialog = <T extends Element>(element: Element, selector: string) => [
      ...dialogOf(element).querySelectorAll<T>(selector),
    ];
    const control = <T extends HTMLElement>(element: Element, label: string) =>
      inDialog<HTMLLabelElement>(element, 'label').find(
        (node) => node.textContent!.trim() === label,
      )!.control as T;
    const emailField = (element: Element) => control<HTMLInputElement>(element, 'User Email');
    const permissionSelect = (element: Element) =>
      control<HTMLSelectElement>(element, 'Permission');
    const button = (element: Element, label: string, index = 0) =>
      inDialog<HTMLButtonElement>(element, 'button').filter((node) => node.textContent === label)[
        index
      ]!;
    const subtitle = (element: Element) =>
      dialogOf(element).querySelector('.share-dialog__subtitle')!.textContent;
    const refusal = (element: Element) =>
      inDialog(element, '[role="alert"]').map((node) => node.textContent);
    /** The entries of a section as 'title | meta | buttons'. */
    const entries = (element: Element, heading: string) =>
      [
        ...inDialog(element, 'section')
          .find((section) => section.querySelector('h3')!.textContent === heading)!
          .querySelectorAll('.share-entry'),
      ].map((entry) =>
        [
          entry.querySelector<HTMLInputElement>('input')?.value ??
            entry.querySelector('.share-entry__title')!.textContent,
          [...entry.querySelector('.share-entry__meta')!.children]
            .map((node) => node.textContent)
            .join(', '),
          [...entry.querySelectorAll('button')].map((node) => node.textContent).join(', '),
        ].join(' | '),
      );
    const isOpen = (element: Element) => dialogOf(element).matches(':modal');

    async function openShareDialog(element: Element, name = 'Lab Notes') {
      await openDrawer(element);
      await clickLabelled(element, `Share ${name}`);
      expect(openDialogTitles(element)).to.deep.equal(['Profiles', 'Share Profile']);
    }

    async function shareWith(element: Element, email: string, permission?: string) {
      await typeInto(emailField(element), email);
      if (permission) await pickOption(permissionSelect(element), permission);
      await click(button(element, 'Share Profile'));
    }

    const mountOpen = async (
      failures: Record<string, string> = {},
      extra: Partial<GpaStoreSnapshot> = {},
    ) => {
      const memory = memoryStore({ ...data, ...extra }, failures);
      const element = await mountWithStore(memory.store);
      await openShareDialog(element);
      return { ...memory, element };
    };

    let consoleError: typeof console.error;
    beforeEach(() => {
      // Failed calls are logged; the tests read them from the screen.
      consoleError = console.error;
      console.error = () => {};
    });
    afterEach(() => (console.error = consoleError));

    it("opens from a profile's share button: named, Read Only by default, listing its shares", async () => {
      const { element } = await mountOpen();
      expect(subtitle(element)).to.equal('Share Lab Notes with another user');
      expect(element.shadowRoot!.activeElement === emailField(element)).to.equal(true);
      expect(emailField(element).value).to.equal('');
      expect(permissionSelect(element).value).to.equal('read');
      expect(
        [...permissionSelect(element).options].map((option) => `${option.value} ${option.text}`),
      ).to.deep.equal(['read Read Only', 'edit Edit Access']);
      expect(button(element, 'Cancel').disabled).to.equal(false);
      expect(button(element, 'Share Profile').type).to.equal('submit');
      const on = `Shared on ${formatAccountDate(sharedAt)}`;
      expect(entries(element, 'Currently Shared With')).to.deep.equal([
        `ravi@college.edu | Read Only, ${on} | Grant Edit, Remove`,
        `asha@college.edu | Edit Access, ${on} | Make Read-Only, Remove`,
      ]);
      expect(entries(element, 'Public Link')).to.deep.equal([]);
      await click(button(element, 'Cancel'));
      expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
    });

    it('is offered for own profiles only, and not at all without sharing or when read-only', async () => {
      const { store } = memoryStore(data);
      const element = await mountWithStore(store);
      await openDrawer(element);
      const shareButtons = () =>
        shadowAll(element, '.gpa-drawer [aria-label^="Share "]').map((node) => node.ariaLabel);
      expect(shareButtons()).to.deep.equal(['Share Mine', 'Share Lab Notes']);
      const readOnly = await mountWithStore(memoryStore(data).store, { readonly: 'true' });
      await openDrawer(readOnly);
      expect(shadowAll(readOnly, '.gpa-drawer [aria-label^="Share "]')).to.have.length(0);
      const device = await mount();
      await openDrawer(device);
      expect(shadowAll(device, '.gpa-drawer [aria-label^="Share "]')).to.have.length(0);
    });

    it('refuses an invalid or already shared e-mail in the dialog, without calling the store', async () => {
      const { element, calls } = await mountOpen();
      await click(button(element, 'Share Profile'));
      expect(refusal(element)).to.deep.equal(['Please enter a valid email address']);
      expect(emailField(element).ariaInvalid).to.equal('true');
      await shareWith(element, 'ravi@college');
      expect(refusal(element)).to.deep.equal(['Please enter a valid email address']);
      await typeInto(emailField(element), 'ravi@college.ed');
      expect(refusal(element), 'typing clears it').to.deep.equal([]);
      await shareWith(element, ' RAVI@college.edu ');
      expect(refusal(element)).to.deep.equal(['Profile is already shared with this user']);
      expect(element.shadowRoot!.activeElement === emailField(element)).to.equal(true);
      // Only active shares of this profile count.
      await shareWith(element, 'old@college.edu');
      await shareWith(element, 'meera@college.edu');
      expect(refusal(element)).to.deep.equal([]);
      expect(calls).to.deep.equal([
        'share notes old@college.edu read',
        'share notes meera@college.edu read',
      ]);
    });

    it('lists access that no share record describes, by account, with its actions', async () => {
      const unrecorded = share('notes', '', {
        shareId: 'unrecorded:notes:hidden-uid-1234',
        targetUserId: 'hidden-uid-1234',
        permission: 'edit',
        sharedAt: 0,
      });
      const { element, calls } = await mountOpen({}, { outgoingShares: [unrecorded] });
      expect(entries(element, 'Currently Shared With')).to.deep.equal([
        'Unknown account (hidden-u) | Edit Access | Make Read-Only, Remove',
      ]);
      expect(drawerSection(element, 'Shared Profiles')).to.deep.equal([
        'notes | Unknown account (hidden-u)Edit Access',
      ]);
      await click(button(element, 'Remove'));
      expect(calls).to.deep.equal(['unshare unrecorded:notes:hidden-uid-1234']);
    });

    it('shares the trimmed e-mail with the chosen permission, clears the field and says so', async () => {
      const { element, calls } = await mountOpen();
      await shareWith(element, '  meera@college.edu ', 'edit');
      expect(calls).to.deep.equal(['share notes meera@college.edu edit']);
      expect(emailField(element).value).to.equal('');
      expect(toastMessages(element)).to.deep.equal(['Profile shared with meera@college.edu']);
      expect(lastToastType(element)).to.equal('success');
      expect(entries(element, 'Currently Shared With').at(-1)).to.match(
        /^meera@college\.edu \| Edit Access, Shared on .* \| Make Read-Only, Remove$/,
      );
      expect(isOpen(element)).to.equal(true);
    });

    it("shows 'Sharing...', disables everything and cannot be closed while a call is pending", async () => {
      const { element, hold } = await mountOpen({}, { publicLinks: [link('notes')] });
      const release = hold('share');
      await shareWith(element, 'meera@college.edu');
      expect(button(element, 'Sharing...').disabled).to.equal(true);
      const controls = inDialog<HTMLInputElement>(element, 'input, select, button');
      expect(controls.length).to.be.greaterThan(10);
      expect(controls.filter((node) => !node.disabled)).to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(isOpen(element), 'Escape').to.equal(true);
      // Without a user action in between, browsers would not let the page cancel Escape again.
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(isOpen(element), 'Escape again').to.equal(true);
      const dialog = dialogOf(element);
      dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await click(dialog);
      expect(isOpen(element), 'the overlay').to.equal(true);
      expect(openDialogTitles(element)).to.deep.equal(['Profiles', 'Share Profile']);
      release();
      await until(() => controls.every((node) => !node.disabled), 'the call ends');
      expect(button(element, 'Share Profile').disabled).to.equal(false);
      expect(element.shadowRoot!.activeElement === emailField(element)).to.equal(true);
      await click(button(element, 'Cancel'));
      expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
    });

    it("passes SPEC's refusals through and shows the default text for other failures", async () => {
      const refused = await mountOpen({
        share: 'User not found',
        updatePermission: 'Share not found',
      });
      await shareWith(refused.element, 'nobody@college.edu');
      expect(emailField(refused.element).value, 'the e-mail stays').to.equal('nobody@college.edu');
      await click(button(refused.element, 'Grant Edit'));
      expect(toastMessages(refused.element)).to.deep.equal(['User not found', 'Share not found']);
      expect(lastToastType(refused.element)).to.equal('error');

      const failing = await mountOpen({
        share: 'offline',
        updatePermission: 'offline',
        unshare: 'offline',
      });
      await shareWith(failing.element, 'meera@college.edu');
      await click(button(failing.element, 'Make Read-Only'));
      await click(button(failing.element, 'Remove'));
      expect(toastMessages(failing.element)).to.deep.equal([
        'Failed to share profile',
        'Failed to update permission',
        'Failed to remove share',
      ]);
      expect(entries(failing.element, 'Currently Shared With')).to.have.length(2);
    });

    it('Grant Edit, Make Read-Only and Remove change the share they belong to', async () => {
      const { element, calls } = await mountOpen();
      await click(button(element, 'Grant Edit'));
      await click(button(element, 'Make Read-Only', 1));
      expect(
        entries(element, 'Currently Shared With').map((entry) => entry.split(' | ')[2]),
      ).to.deep.equal(['Make Read-Only, Remove', 'Grant Edit, Remove']);
      await click(button(element, 'Remove'));
      expect(calls).to.deep.equal([
        'updatePermission out-notes-ravi@college.edu edit',
        'updatePermission out-notes-asha@college.edu read',
        'unshare out-notes-ravi@college.edu',
      ]);
      expect(entries(element, 'Currently Shared With')).to.have.length(1);
      expect(toastMessages(element)).to.deep.equal(['Permission updated', 'Share removed']);
      // Each button names the share it acts on.
      const remove = button(element, 'Remove');
      const description = element.shadowRoot!.getElementById(
        remove.getAttribute('aria-describedby')!,
      );
      expect(description!.textContent).to.equal('asha@college.edu');
    });

    it('keeps showing its profile for 300 ms after closing, then clears it', async () => {
      const { element } = await mountOpen();
      await typeInto(emailField(element), 'half typed');
      const clock = installFakeClock();
      try {
        await click(button(element, 'Cancel'));
        expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
        clock.tick(299);
        await settle();
        expect(subtitle(element)).to.equal('Share Lab Notes with another user');
        expect(emailField(element).value).to.equal('half typed');
        clock.tick(1);
        await settle();
        expect(shadowAll(element, '.share-dialog')).to.have.length(0);
        await clickLabelled(element, 'Share Mine');
        expect(subtitle(element)).to.equal('Share Mine with another user');
        expect(emailField(element).value).to.equal('');
        expect(entries(element, 'Currently Shared With')).to.have.length(1);
      } finally {
        clock.uninstall();
      }
    });

    it('reopening within the 300 ms keeps it', async () => {
      const { element } = await mountOpen();
      const clock = installFakeClock();
      try {
        await click(button(element, 'Cancel'));
        clock.tick(200);
        await clickLabelled(element, 'Share Lab Notes');
        clock.tick(200);
        await settle();
        expect(isOpen(element)).to.equal(true);
        expect(subtitle(element)).to.equal('Share Lab Notes with another user');
      } finally {
        clock.uninstall();
      }
    });

    it('works from the keyboard: open, type, Enter shares, Escape closes', async () => {
      const { store, calls } = memoryStore(data);
      const element = await mountWithStore(store);
      await openDrawer(element);
      labelled(element, 'Share Lab Notes').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      await sendKeys({ type: 'meera@college.edu' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot!.activeElement!.textContent).to.equal('Share Profile');
      await sendKeys({ press: 'Enter' });
      await until(() => calls.length > 0, 'the share call');
      expect(calls).to.deep.equal(['share notes meera@college.edu edit']);
      await settle();
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
      expect(element.shadowRoot!.activeElement!.ariaLabel).to.equal('Share Lab Notes');
    });

    describe('public links', () => {
      const now = Date.now();
      const links = [
        link('notes', { allowCopy: true, passwordProtected: true, expiresAt: now + DAY }),
        link('notes', {
          shareId: 'link-old',
          shareUrl: 'https://campuscalc.test/shared/link-old',
          expiresAt: now - 1000,
        }),
        link('mine'),
      ];

      it('lists the profile’s links: address, expiry and badges', async () => {
        const { element } = await mountOpen({}, { publicLinks: links });
        expect(entries(element, 'Public Link')).to.deep.equal([
          `https://campuscalc.test/shared/link-notes | Expires ${formatAccountDate(now + DAY)}, Copy allowed, Password | Copy Link, Revoke`,
          `https://campuscalc.test/shared/link-old | Expired ${formatAccountDate(now - 1000)} | Copy Link, Revoke`,
        ]);
        expect(
          inDialog(element, '.share-entry__expired').map((node) => node.textContent),
        ).to.deep.equal([`Expired ${formatAccountDate(now - 1000)}`]);
        const url = inDialog<HTMLInputElement>(element, '.share-entry__url')[0]!;
        expect([url.readOnly, url.ariaLabel]).to.deep.equal([true, 'Link address']);
      });

      it('creates links with the chosen options; an empty password is none', async () => {
        const { element, calls } = await mountOpen();
        expect(entries(element, 'Public Link')).to.deep.equal([]);
        expect(control<HTMLInputElement>(element, 'Allow copying').checked).to.equal(true);
        const expiry = control<HTMLSelectElement>(element, 'Expires');
        expect([...expiry.options].map((option) => option.text)).to.deep.equal([
          'Never',
          '1 day',
          '7 days',
          '30 days',
        ]);
        const password = control<HTMLInputElement>(element, 'Password (optional)');
        expect(password.type).to.equal('password');
        expect(
          element.shadowRoot!.getElementById(password.getAttribute('aria-describedby')!)!
            .textContent,
        ).to.contain('encrypted');
        await click(button(element, 'Create Link'));
        expect(calls).to.deep.equal([
          'createLink notes {"allowCopy":true,"expiresAt":null,"password":null}',
        ]);
        expect(toastMessages(element)).to.deep.equal(['Link created']);
        expect(entries(element, 'Public Link')).to.deep.equal([
          'https://campuscalc.test/shared/link-1 | Never expires, Copy allowed | Copy Link, Revoke',
        ]);

        await click(control<HTMLInputElement>(element, 'Allow copying'));
        await pickOption(expiry, '7');
        await typeInto(password, 'open sesame');
        const before = Date.now();
        await click(button(element, 'Create Link'));
        const after = Date.now();
        const [, id, options] = calls[1]!.match(/^createLink (\S+) (.*)$/)!;
        const sent = JSON.parse(options!) as { expiresAt: number };
        expect([id, { ...sent, expiresAt: 0 }]).to.deep.equal([
          'notes',
          { allowCopy: false, expiresAt: 0, password: 'open sesame' },
        ]);
        expect(sent.expiresAt).to.be.within(before + 7 * DAY, after + 7 * DAY);
        expect(password.value, 'the password is not kept').to.equal('');
        expect(entries(element, 'Public Link').at(-1)).to.match(/\| Expires .*, Password \|/);
      });

      it('copies a link to the clipboard, or says it could not', async () => {
        const written: string[] = [];
        const stub = (writeText: (text: string) => Promise<void>) =>
          Object.defineProperty(navigator, 'clipboard', {
            value: { writeText },
            configurable: true,
          });
        try {
          const { element } = await mountOpen({}, { publicLinks: links });
          stub(async (text) => void written.push(text));
          await click(button(element, 'Copy Link', 1));
          await until(() => toastMessages(element).length === 1, 'the copy toast');
          expect(written).to.deep.equal(['https://campuscalc.test/shared/link-old']);
          stub(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
          await click(button(element, 'Copy Link'));
          await until(() => toastMessages(element).length === 2, 'the failure toast');
          expect(toastMessages(element)).to.deep.equal([
            'Link copied to clipboard',
            'Failed to copy to clipboard',
          ]);
        } finally {
          // Deleting the own property uncovers Navigator.prototype's real clipboard again.
          delete (navigator as { clipboard?: Clipboard }).clipboard;
        }
      });

      it('revokes a link; failed calls say so', async () => {
        const { element, calls } = await mountOpen({}, { publicLinks: links });
        await click(button(element, 'Revoke', 1));
        expect(calls).to.deep.equal(['revokeLink link-old']);
        expect(entries(element, 'Public Link')).to.have.length(1);
        expect(toastMessages(element)).to.deep.equal(['Link revoked']);

        const failing = await mountOpen(
          { createLink: 'offline', revokeLink: 'offline' },
          { publicLinks: links },
        );
        await click(button(failing.element, 'Create Link'));
        await click(button(failing.element, 'Revoke'));
        expect(toastMessages(failing.element)).to.deep.equal([
          'Failed to create link',
          'Failed to revoke link',
        ]);
        expect(entries(failing.element, 'Public Link')).to.have.length(2);
      });

      it('is busy like the rest while a link call is pending', async () => {
        const { element, hold } = await mountOpen({}, { publicLinks: links });
        const release = hold('revokeLink');
        await click(button(element, 'Revoke'));
        expect(button(element, 'Share Profile').disabled).to.equal(true);
        expect(control<HTMLInputElement>(element, 'Password (optional)').disabled).to.equal(true);
        release();
        await until(() => !button(element, 'Share Profile').disabled, 'the call ends');
      });
    });

    it('has no axe violations in either theme, with shares, links, a refusal and a toast', async () => {
      for (const theme of ['dark', 'light']) {
        const { store } = memoryStore({
          ...data,
          publicLinks: [
            link('notes', { allowCopy: true, passwordProtected: true }),
            link('notes', { shareId: 'link-old', expiresAt: Date.now() - 1000 }),
          ],
        });
        const element = await mountWithStore(store, { theme });
        await openShareDialog(element);
        await shareWith(element, 'ravi@college.edu');
        await shareWith(element, 'meera@college.edu');
        expect(refusal(element)).to.have.length(0);
        await shareWith(element, 'nope');
        expect(refusal(element)).to.have.length(1);
        expect(toastMessages(element)).to.have.length(1);
        await expectNoAxeViolations(element);
      }
    });
  });

  describe('gpa-change event', () => {
    it('reports the figures on load, after edits and on a profile switch, bubbling and composed', async () => {
      const details: GpaChangeDetail[] = [];
      const results: GpaChangeDetail[] = [];
      const flags: boolean[][] = [];
      const key = freshKey();
      const element = await mountPrepared((prepared) => {
        prepared.setAttribute('storage-key', key);
        prepared.addEventListener('gpa-change', (event) => {
          flags.push([event.bubbles, event.composed]);
          details.push((event as CustomEvent<GpaChangeDetail>).detail);
        });
        prepared.addEventListener('result-change', (event) =>
          results.push((event as CustomEvent<GpaChangeDetail>).detail),
        );
      });
      await loaded(element);
      await addSubject(element, 'Mathematics', 'O', '4');
      await addSubject(element, 'Physics', 'A', '3');
      await fillForm(element, 'Typing only', 'A', '1');
      await clickButton(element, 'Add Semester');
      await addProfile(element, 'Second');
      const defaultProfile = details[0]!;
      const semesterId = defaultProfile.semesters[0]!.id;
      expect(
        details.map(({ profileName: name, cumulativeGpa, totalCredits, semesters }) => [
          name,
          cumulativeGpa,
          totalCredits,
          semesters
            .map((semester) => `${semester.name} ${semester.gpa} ${semester.credits}`)
            .join(', '),
        ]),
      ).to.deep.equal([
        ['User (Default)', '0.00', 0, 'Semester 1 0.00 0'],
        ['User (Default)', '10.00', 4, 'Semester 1 10.00 4'],
        ['User (Default)', '9.14', 7, 'Semester 1 9.14 7'],
        ['User (Default)', '9.14', 7, 'Semester 1 9.14 7, Semester 2 0.00 0'],
        ['Second', '0.00', 0, 'Semester 1 0.00 0'],
      ]);
      expect(details[2]).to.deep.equal({
        profileId: defaultProfile.profileId,
        profileName: 'User (Default)',
        semesters: [{ id: semesterId, name: 'Semester 1', gpa: '9.14', credits: 7 }],
        cumulativeGpa: '9.14',
        totalCredits: 7,
      });
      expect(results).to.deep.equal(details);
      expect(flags.every(([bubbles, composed]) => bubbles && composed)).to.equal(true);
    });
  });

  describe('attributes and properties', () => {
    it('storage-key picks the profile set; changing it loads the other set', async () => {
      const [keyA, keyB] = [freshKey(), freshKey()];
      const other = await mount('', keyB);
      await addSubject(other, 'Mathematics', 'O', '4');
      const element = await mount('', keyA);
      expect(element.storageKey).to.equal(keyA);
      expect(circle(element)).to.equal('0.00');
      element.storageKey = keyB;
      await loaded(element);
      await settle();
      expect(element.getAttribute('storage-key')).to.equal(keyB);
      expect(circle(element)).to.equal('10.00');
      element.removeAttribute('storage-key');
      // The summary of the previous set shows until the default set is created and read.
      await until(() => localStorage.getItem('gpaProfiles') !== null, 'the default set is saved');
      await until(() => circle(element) === '0.00', 'the default set shows');
      expect(localStorage.getItem('gpaProfiles')).not.to.equal(null);
      expect(circle(element)).to.equal('0.00');
    });

    it('takes a store from the store property, instead of the device', async () => {
      const { store } = memoryStore({ profiles: [profile('p1', 'From the store')] });
      const element = await mountWithStore(store);
      expect(element.store === store).to.equal(true);
      expect(profileName(element)).to.equal('From the store');
      expect(localStorage.length).to.equal(0);
    });
  });
});

describeSharedWidgetRules<Gpa>(gpaCalculatorWidget, {
  title: 'GPA Calculator',
  resultOf: (element) => shadow(element, "[part~='summary']"),
  toast: {
    // The first mount on an empty device also welcomes the user: that toast goes first.
    raise: async (element, elapse) => {
      await loaded(element);
      for (const close of shadowAll(element, '.toast__close')) close.click();
      await elapse(300);
      await click(submitButton(element));
    },
    message: 'Please fill in all fields',
  },
  hostileCss: {
    controlsOf: (element) => [
      shadow(element, "[part~='profile-selector']"),
      nameInput(element),
      gradeSelect(element),
      creditInput(element),
      submitButton(element),
      shadow(element, "[part~='add-semester']"),
      ...shadowAll(element, "[part~='semester-tab']"),
    ],
    operate: async (element) => {
      // A hydrated element starts from the build-time render, which shows the loading state.
      await loaded(element);
      await fillForm(element, 'Hostile', 'O', '2');
      await clickLikeUser(submitButton(element));
      expect(card(element).at(-1)).to.equal('Hostile: Grade O · 2 credits · 20.00 points');
    },
  },
  instances: {
    // The ten share the device's profiles, so the act stays within one element: a refused form.
    act: async (element) => {
      await loaded(element);
      await typeInto(nameInput(element), 'Only a name');
      await click(submitButton(element));
    },
    stateOf: (element) => formValues(element),
  },
  busy: {
    attributes: 'storage-key="busy"',
    prepare: async (element) => {
      await loaded(element);
      await addSubject(element, 'Mathematics', 'O', '4');
      await clickLabelled(element, 'Edit Mathematics');
    },
  },
});
