/**
 * What the GPA calculator's browser tests share: mounting the element, reading its screen, acting
 * like a user, and an injected store in memory. Importing it defines <gpa-calculator> and clears
 * the page and localStorage after each test.
 */
import { expect } from 'chai';
import type {
  Profile,
  ProfileEdit,
  PublicLink,
  SharedProfile,
  ShareEntry,
} from '#core/gpa/model.ts';
import { applyProfileEdit } from '#core/gpa/profiles.ts';
import { awaitsPresetNumbers, loadPresetNumbers } from '#core/gpa/scales/presets/preset-scales.ts';
import { subject } from '#core/gpa/scales/test-subjects.ts';
import type { GpaStore, GpaStoreSnapshot } from '#core/gpa/store.ts';
import { LOADING_SNAPSHOT } from '#core/gpa/store-state.ts';
import { loadInHtmlParts } from '#ui/element/in-html.tsx';
import type { WidgetElement } from '#ui/testing/widget-testing.ts';
import {
  cleanupFixtures,
  fixture,
  pickOption,
  settle,
  shadow,
  shadowAll,
  shadowButton,
  toastsLoaded,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import type { GpaCalculatorProps } from './gpa-calculator';
import './gpa-calculator.element';

// The cards below the semesters load after the first screen (InHtml): loaded first, as the site's
// build loads them before it renders, they show at once, in a build-time render too.
before(() => loadInHtmlParts());

export type Gpa = WidgetElement<GpaCalculatorProps>;

export const WELCOME = 'Welcome! Created your first profile.';
export const SAVE_ERROR = 'Error saving data. Please try again.';

let keyCount = 0;
/** Each test keeps its profiles under a key of its own, so no test sees another's data. */
export const freshKey = () => `gpa-test-${++keyCount}`;

/** The store's data shows: not the loading state, nor the build's first screen (aria-busy). */
export const loaded = (element: Element) =>
  until(
    () =>
      element.shadowRoot!.querySelector("[part~='summary']") !== null &&
      element.shadowRoot!.querySelector('[aria-busy]') === null,
    'data loads',
  );

/** Mounts markup and waits until the store's data shows. */
export async function mountMarkup(markup: string): Promise<Gpa> {
  const element = await fixture<Gpa>(markup);
  await loaded(element);
  await settle();
  return element;
}

export const mount = (attributes = '', key = freshKey()) =>
  mountMarkup(`<gpa-calculator storage-key="${key}" ${attributes}></gpa-calculator>`);

const created: HTMLElement[] = [];

/** Mounts an element prepared by `setup` before it connects (a store, listeners). */
export async function mountPrepared(setup: (element: Gpa) => void): Promise<Gpa> {
  await toastsLoaded();
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

export const texts = (element: Element, selector: string) =>
  shadowAll(element, selector).map((node) => node.textContent!.trim());
export const textOf = (element: Element, selector: string) =>
  shadow(element, selector).textContent!.trim();

export const circle = (element: Element) => textOf(element, '.gpa-circle__value');
/** Semesters, total subjects and total credits, as shown under the circle. */
export const counts = (element: Element) => texts(element, '.gpa-summary__counts dd').map(Number);
export const profileName = (element: Element) => textOf(element, '.profile-selector__name');

/** Each tab as 'name gpa', with '*' marking the selected one. */
export const tabs = (element: Element) =>
  shadowAll(element, "[part~='semester-tab']").map(
    (tab) =>
      `${tab.querySelector('.semester-tab__name')!.textContent} ${tab.querySelector('.semester-tab__gpa')!.textContent}${tab.getAttribute('aria-pressed') === 'true' ? ' *' : ''}`,
  );

/** The selected semester's card: its name, then each subject as 'name: facts'. */
export const card = (element: Element) => [
  textOf(element, "[part~='semester'] .section-heading"),
  ...shadowAll(element, "[part~='subject']").map(
    (subject) =>
      `${subject.querySelector('.subject-card__name')!.textContent}: ${subject.querySelector('.subject-card__facts')!.textContent}`,
  ),
];

export const emptyStates = (element: Element) => texts(element, "[part~='empty']");

/** The read-only view: per semester its heading and GPA line, then each row as 'a | b | c | d'. */
export const tables = (element: Element) =>
  shadowAll(element, "[part~='semester-table']").map((section) => [
    `${section.querySelector('.section-heading')!.textContent} ${section.querySelector('.semester-card__gpa')!.textContent}`,
    ...[...section.querySelectorAll('tr')].map((row) =>
      [...row.cells].map((cell) => cell.textContent).join(' | '),
    ),
  ]);

/** Controls a user can see: rendered, not hidden by the layout of the widget's width. */
export const visible = <T extends Element>(elements: T[]) =>
  elements.filter((candidate) => candidate.checkVisibility());

/** The narrow layout's select of semesters. */
export const semesterPicker = (element: Element) =>
  shadow<HTMLSelectElement>(element, "[part~='semester-picker'] select");

const formControl = <T extends HTMLElement>(element: Element, label: string) =>
  shadowAll<HTMLLabelElement>(element, "[part~='subject-form'] label").find(
    (node) => node.textContent === label,
  )!.control as unknown as T;
export const nameInput = (element: Element) =>
  formControl<HTMLInputElement>(element, 'Subject name');
export const gradeSelect = (element: Element) => formControl<HTMLSelectElement>(element, 'Grade');
export const creditInput = (element: Element) => formControl<HTMLInputElement>(element, 'Credits');
export const formValues = (element: Element) => [
  nameInput(element).value,
  gradeSelect(element).value,
  creditInput(element).value,
];
/** What `probe` reads at the first change of the screen that shows a subject named `name`. */
export function atFirstShowing<T>(element: Element, name: string, probe: () => T): Promise<T> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const names = shadowAll(element, '.subject-card__name').map((each) => each.textContent);
      if (!names.includes(name)) return;
      observer.disconnect();
      resolve(probe());
    });
    observer.observe(element.shadowRoot!, { childList: true, subtree: true, characterData: true });
  });
}

export const submitButton = (element: Element) =>
  shadow<HTMLButtonElement>(element, "[part~='subject-form'] button[type='submit']");

export const labelled = (element: Element, label: string) =>
  shadow<HTMLButtonElement>(element, `[aria-label="${label}"]`);

export const lastToastType = (element: Element) =>
  shadowAll(element, '.toast').at(-1)?.dataset.type;

// ---- Acting like a user --------------------------------------------------------------------

export { typeInto };

/** Chooses the option whose text is `label`, as a user reads it: 'A+', 'A (8.5)'. */
export async function pickByLabel(select: HTMLSelectElement, label: string) {
  const option = [...select.options].find((candidate) => candidate.text === label);
  if (!option) throw new Error(`no option '${label}' in ${[...select.options].map((o) => o.text)}`);
  await pickOption(select, option.value);
}

export async function fillForm(element: Element, name: string, grade: string, credit: string) {
  await typeInto(nameInput(element), name);
  if (grade) await pickByLabel(gradeSelect(element), grade);
  await typeInto(creditInput(element), credit);
}

/** A click, then `settle`: an edit's figures follow in a deferred render (use-profile-figures.ts). */
export async function click(target: HTMLElement) {
  target.click();
  await settle();
}

export const clickButton = (element: Element, label: string) => click(shadowButton(element, label));
export const clickLabelled = (element: Element, label: string) => click(labelled(element, label));

export async function addSubject(element: Element, name: string, grade: string, credit: string) {
  await fillForm(element, name, grade, credit);
  await click(submitButton(element));
}

export const selectTab = (element: Element, name: string) =>
  click(
    shadowAll(element, "[part~='semester-tab']").find(
      (tab) => tab.querySelector('.semester-tab__name')!.textContent === name,
    )!,
  );

/** The open modal dialog on top (a dialog opened inside the drawer comes after it). */
export const topDialog = (element: Element) =>
  shadowAll<HTMLDialogElement>(element, 'dialog')
    .filter((dialog) => dialog.open)
    .at(-1)!;
export const openDialogTitles = (element: Element) =>
  shadowAll<HTMLDialogElement>(element, 'dialog')
    .filter((dialog) => dialog.open)
    .map((dialog) => dialog.querySelector('.dialog__title')!.textContent);

/** A dialog's field by its label's exact text. */
export const dialogField = (dialog: Element, label: string) => {
  const found = [...dialog.querySelectorAll('label')].find((each) => each.textContent === label);
  if (!found) throw new Error(`no field ${label}`);
  return dialog.querySelector<HTMLInputElement & HTMLSelectElement>(
    `#${CSS.escape(found.htmlFor)}`,
  )!;
};

export async function answerDialog(element: Element, label: string) {
  const dialog = topDialog(element);
  const button = [...dialog.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === label,
  )!;
  await click(button);
}

/** Waits for the dialog titled `title` to open: the parts loaded on demand arrive a moment later. */
export async function dialogOpens(element: Element, title: string) {
  await until(() => openDialogTitles(element).includes(title), `${title} opens`);
  await settle();
}

/** Opens the info popup labelled `label` and waits for its content (the grade table loads on demand). */
export async function openInfo(element: Element, label: string) {
  const button = shadowAll(element, '.info-popup__button').find(
    (candidate) => candidate.ariaLabel === label,
  )!;
  await click(button);
  // The popup's modal loads on demand: no dialog at all until it has arrived.
  await until(
    () => (topDialog(element)?.querySelector('.dialog__message')?.childElementCount ?? 0) > 0,
    `${label} shows its content`,
  );
}

export const openDrawer = async (element: Element) => {
  await click(shadow(element, "[part~='profile-selector']"));
  await dialogOpens(element, 'Profiles');
  expect(openDialogTitles(element)).to.deep.equal(['Profiles']);
};

/** The profiles in one drawer section as 'name | meta'. */
export const drawerSection = (element: Element, heading: string) => {
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

export const drawerItem = (element: Element, name: string) =>
  shadowAll(element, '.profile-item__select').find(
    (item) => item.querySelector('.profile-item__name')!.textContent === name,
  )!;

export async function addProfile(element: Element, name: string) {
  await openDrawer(element);
  await clickButton(element, 'Add Profile');
  const input = topDialog(element).querySelector('input')!;
  await typeInto(input, name);
  await answerDialog(element, 'Create');
}

export async function switchProfile(element: Element, name: string) {
  await openDrawer(element);
  await click(drawerItem(element, name));
}

/** Fills localStorage until it refuses even one character. */
export function fillStorage() {
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

export const profile = (id: string, name: string, changes: Partial<Profile> = {}): Profile => ({
  id,
  name,
  semesters: [{ id: `${id}-s1`, name: 'Semester 1', subjects: [] }],
  isDefault: false,
  userId: 'me',
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});

/** A profile on `preset` with GTU's two-letter grades, AB 9 × 4 and BB 8 × 2: on GTU, 8.67. */
export const onPreset = (preset: string): Profile =>
  profile('p1', 'Mine', {
    scale: { preset },
    semesters: [
      {
        id: 's1',
        name: 'Semester 1',
        subjects: [
          subject('Maths', 9, 4, { gradeCode: 'AB' }),
          subject('Lab', 8, 2, { gradeCode: 'BB' }),
        ],
      },
    ],
  });

export const shared = (
  id: string,
  name: string,
  changes: Partial<SharedProfile>,
): SharedProfile => ({
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

export const share = (
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

export const link = (profileId: string, changes: Partial<PublicLink> = {}): PublicLink => ({
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
export function memoryStore(
  data: Partial<GpaStoreSnapshot>,
  failures: Record<string, string> = {},
) {
  let snapshot: GpaStoreSnapshot = { ...LOADING_SNAPSHOT, status: 'ready', ...data };
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
      // applyProfileEdit keeps every other field (a share's too) and deletes `scale` for SPEC's.
      each.id === id ? (applyProfileEdit(each, edit, 2) as T) : each,
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
    repairProfile: (id) => call('repairProfile', id),
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
      async leaveShare(shareId, options) {
        await call('leaveShare', shareId, ...(options?.block ? ['block'] : []));
        publish({
          sharedWithMe: snapshot.sharedWithMe.filter((each) => each.shareId !== shareId),
        });
      },
      async acceptShare(shareId) {
        await call('acceptShare', shareId);
        publish({
          sharedWithMe: snapshot.sharedWithMe.map((each) =>
            each.shareId === shareId ? { ...each, invited: undefined } : each,
          ),
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

export const mountWithStore = async (store: GpaStore, attributes: Record<string, string> = {}) => {
  const element = await mountPrepared((prepared) => {
    for (const [name, value] of Object.entries(attributes)) prepared.setAttribute(name, value);
    prepared.store = store;
  });
  await settle();
  // Profiles on a preset show once every preset's numbers have arrived, which the element loads
  // (preset-loading.test.ts, preset-numbers.test.ts); here the test waits for the same load.
  let snapshot: GpaStoreSnapshot | undefined;
  store.subscribe((latest) => (snapshot = latest))();
  if (snapshot && awaitsPresetNumbers([...snapshot.profiles, ...snapshot.sharedWithMe])) {
    await loadPresetNumbers();
    // The element shows them once its own wait for the numbers ends, after the test's, and it may
    // show the build's first screen before it.
    await loaded(element);
    await settle();
  }
  return element;
};
