import { expect } from 'chai';
import { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { GpaStoreSnapshot } from '#core/gpa/store.ts';
import {
  captureConsoleErrors,
  pickOption,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  typeInto,
  until,
} from '#ui/testing/widget-testing.ts';
import { link, memoryStore, profile, share, shared } from '../gpa-testing';
import { describeEachLanguage, dialog, press, present } from '../in-language-testing';
import { barName, mountOnStore, watchWithData } from '../profiles/names-in-language-testing';

// Sharing in each language, on an account's store: the drawer's shares, invitations and blocked senders,
// the share dialog by e-mail with its refusals, the current shares and public links, and a profile
// shared read-only with its copy. The students and profiles here have Devanagari names, the owners
// Latin ones: e-mails and an owner's name are data, marked where they can be.

/**
 * What the toasts and controls' names say as it is: they are strings, which cannot mark it. The
 * memory store names a share it makes by its profile's id ('notes').
 */
const DATA = [
  'asha@college.edu',
  'ravi@college.edu',
  'meera@college.edu',
  'spam@mail.test',
  'new@college.edu',
  'Asha',
  'Meera',
  'k9f3a2b7',
  'notes',
];

const DAY = 86_400_000;
const sharedAt = Date.parse('2026-03-01T10:00:00Z');
const data = {
  profiles: [profile('mine', 'User (Default)', { isDefault: true }), profile('notes', 'लैब नोट्स')],
  sharedWithMe: [
    shared('r', 'Asha (Default)', {
      isDefault: true,
      ownerEmail: 'asha@college.edu',
      semesters: [
        {
          id: 'r-s1',
          name: 'Semester 1',
          subjects: [{ id: 'ethics', subjectName: 'Ethics', grade: 9, credit: 2 }],
        },
      ],
    }),
    shared('e', 'समूह कार्य', { permission: 'edit' }),
    shared('w', 'Copy of Meera (Default)', { loaded: false, semesters: [] }),
    shared('i', 'नई योजना', {
      ownerEmail: 'ravi@college.edu',
      loaded: false,
      semesters: [],
      invited: true,
    }),
    shared('b', 'पुराने नोट्स', {
      ownerEmail: 'spam@mail.test',
      loaded: false,
      semesters: [],
      invited: true,
    }),
  ],
  moreSharedWithMe: true,
  outgoingShares: [
    share('notes', 'ravi@college.edu', { profileName: 'लैब नोट्स', sharedAt }),
    share('mine', 'meera@college.edu', {
      profileName: 'User (Default)',
      permission: 'edit',
      invited: true,
      sharedAt,
    }),
    share('notes', '', {
      shareId: 'unrecorded:notes:k9f3a2b7c1',
      profileName: 'लैब नोट्स',
      targetUserId: 'k9f3a2b7c1',
      permission: 'edit',
      sharedAt: 0,
    }),
  ],
  publicLinks: [
    link('notes', { allowCopy: true, expiresAt: Date.now() + DAY, passwordProtected: true }),
    link('notes', { shareId: 'link-old', expiresAt: Date.now() - 1000 }),
  ],
} satisfies Partial<GpaStoreSnapshot>;

/** An invitation in the drawer, by its profile's name. */
const invitation = (element: Element, name: string) =>
  shadowAll(element, '.share-item--invitation').find((item) => item.textContent!.startsWith(name))!;

/** A profile in the drawer, by its name as shown. */
const drawerItem = (element: Element, name: string) =>
  shadowAll(element, '.profile-item__select').find(
    (item) => item.querySelector('.profile-item__name')!.textContent === name,
  )!;

/** Waits for a toast saying `message`. */
const toast = (element: Element, message: string) =>
  until(() => toastMessages(element).includes(message), message);

describeEachLanguage('sharing', (T, locale) => {
  const drawer = T['gpa-drawer'];
  const sharing = T['gpa-sharing'];
  const dialogTexts = T['gpa-share-dialog'];
  const readOnly = T['gpa-read-only'];
  const view = T['gpa-view'];
  const names = T['gpa-store'];

  async function openDrawer(element: Element) {
    shadow(element, "[part~='profile-selector']").click();
    return dialog(element, drawer.profiles);
  }

  beforeEach(() => void captureConsoleErrors());

  it("lists shares, invitations and a shared profile's view, and leaves, blocks and copies", async () => {
    const { store } = memoryStore(data);
    store.sharing!.copySharedProfile = async () => profile('copy', 'Copy of Asha (Default)');
    const element = await mountOnStore(locale, store);
    const { look, seen } = watchWithData(element);
    expect(barName(element)).to.equal(view.defaultOf(view.user));
    look('the top bar', DATA);

    const list = await openDrawer(element);
    expect(list.textContent)
      .to.contain(drawer.sharedWithMe)
      .and.contain(drawer.sharedOut)
      .and.contain(sharing.invited)
      .and.contain(sharing.unknownAcct('k9f3a2b7'));
    look('the profiles, shared and sharing', DATA);

    await press(element, drawer.leaveNamed('समूह कार्य'), list);
    const leaving = await dialog(element, drawer.leaveTitle);
    look('leaving a shared profile', DATA);
    await press(element, drawer.leave, leaving);
    await toast(element, sharing.left('समूह कार्य'));
    look('a shared profile left', DATA);

    await press(element, sharing.accept, invitation(element, 'नई योजना'));
    await toast(element, sharing.accepted('नई योजना'));
    look('an invitation accepted', DATA);
    await press(element, sharing.block, invitation(element, 'पुराने नोट्स'));
    const blocking = await dialog(element, sharing.block);
    expect(blocking.textContent).to.contain('spam@mail.test');
    look('blocking a sender', DATA);
    await press(element, sharing.block, blocking);
    await toast(element, sharing.blocked('spam@mail.test'));
    look('a sender blocked', DATA);

    await press(element, drawer.showMore, list);
    await press(element, drawer.stopSharing('लैब नोट्स', 'ravi@college.edu'), list);
    look('a share stopped', DATA);

    const theirs = view.defaultOf('Asha');
    drawerItem(element, theirs).click();
    await until(() => present(element, "[part~='read-only-view']"), 'the read-only view');
    expect(barName(element)).to.equal(theirs);
    expect(shadow(element, '.read-only-view').textContent)
      .to.contain(readOnly.sharedBy('asha@college.edu'))
      .and.contain('Ethics');
    look('a profile shared read-only', DATA);
    await press(element, readOnly.copyToMine);
    await toast(element, sharing.copied(names.copyOf(theirs)));
    look('a shared profile copied', DATA);

    await openDrawer(element);
    const copyName = names.copyOf(view.defaultOf('Meera'));
    drawerItem(element, copyName).click();
    await until(() => present(element, '.gpa-calculator__loading'), 'its loading line');
    look('a shared profile loading', DATA);
    expect(seen).to.deep.equal([]);
  });

  it('shares by e-mail, lists shares and makes public links, and says every refusal so', async () => {
    const { store } = memoryStore(data);
    const element = await mountOnStore(locale, store);
    const { look, seen } = watchWithData(element);
    const list = await openDrawer(element);
    await press(element, drawer.shareNamed('लैब नोट्स'), list);
    const sharingDialog = await dialog(element, dialogTexts.shareProfile);
    const email = sharingDialog.querySelector<HTMLInputElement>('input[type=email]')!;
    const submit = () => press(element, dialogTexts.shareProfile, sharingDialog);
    expect(sharingDialog.textContent).to.contain(dialogTexts.sharedList);
    look('the share dialog', DATA);

    await submit();
    expect(sharingDialog.textContent).to.contain(sharing.invalidEmail);
    look('an e-mail refused', DATA);
    await typeInto(email, 'ravi@college.edu');
    await submit();
    expect(sharingDialog.textContent).to.contain(sharing.alreadyShared);
    look('an e-mail shared already', DATA);
    await typeInto(email, 'new@college.edu');
    await pickOption(sharingDialog.querySelector('select')!, 'edit');
    await submit();
    await toast(element, dialogTexts.sharedWith('new@college.edu'));
    look('a profile shared', DATA);

    await press(element, sharing.toggle('read'), sharingDialog);
    await toast(element, dialogTexts.permUpdated);
    await press(element, dialogTexts.remove, sharingDialog);
    await toast(element, dialogTexts.removed);
    look('a permission changed, a share removed', DATA);

    const linkForm = sharingDialog.querySelector<HTMLFormElement>('.share-dialog__link-form')!;
    linkForm.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    await pickOption(linkForm.querySelector('select')!, '7');
    await typeInto(linkForm.querySelector<HTMLInputElement>('input[type=password]')!, 'गुप्त');
    await press(element, dialogTexts.createLink, sharingDialog);
    await toast(element, dialogTexts.linkCreated);
    look('a public link made', DATA);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {} },
      configurable: true,
    });
    try {
      await press(element, dialogTexts.copyLink, sharingDialog);
      await toast(element, dialogTexts.linkCopied);
    } finally {
      delete (navigator as { clipboard?: Clipboard }).clipboard;
    }
    await press(element, dialogTexts.revoke, sharingDialog);
    await toast(element, dialogTexts.linkRevoked);
    look('a link copied and revoked', DATA);

    const failing = memoryStore(data, {
      share: sharingTexts.en.unverified,
      updatePermission: 'offline',
      createLink: 'offline',
      revokeLink: 'offline',
    });
    const refused = await mountOnStore(locale, failing.store);
    const watch = watchWithData(refused);
    await press(refused, drawer.shareNamed('लैब नोट्स'), await openDrawer(refused));
    const refusing = await dialog(refused, dialogTexts.shareProfile);
    await typeInto(refusing.querySelector<HTMLInputElement>('input[type=email]')!, 'x@y.test');
    await press(refused, dialogTexts.shareProfile, refusing);
    await toast(refused, sharing.unverified);
    await press(refused, sharing.toggle('read'), refusing);
    await press(refused, dialogTexts.createLink, refusing);
    await press(refused, dialogTexts.revoke, refusing);
    await toast(refused, dialogTexts.revokeFailed);
    await settle();
    watch.look('calls refused and failed', DATA);
    expect([...seen, ...watch.seen]).to.deep.equal([]);
  });
});
