import { expect } from 'chai';
import {
  captureConsoleErrors,
  errorTexts,
  settle,
  shadowAll,
  shadowButton,
  toastMessages,
} from '#ui/testing/widget-testing.ts';
import {
  SAVE_ERROR,
  textOf,
  circle,
  profileName,
  tabs,
  card,
  tables,
  typeInto,
  click,
  clickButton,
  clickLabelled,
  dialogOpens,
  addSubject,
  topDialog,
  openDialogTitles,
  answerDialog,
  openDrawer,
  drawerSection,
  drawerItem,
  switchProfile,
  profile,
  shared,
  share,
  memoryStore,
  mountWithStore,
} from '../gpa-testing';

describe('gpa-calculator', () => {
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
        'Leave "Their notes"? It will no longer be shared with you. If asha@college.edu shares with you again, you will be asked first.',
      );
      await answerDialog(element, 'Cancel');
      expect(calls).to.deep.equal([]);
      await clickLabelled(element, 'Leave Group work');
      expect(topDialog(element).textContent).to.contain('If its owner shares with you again');
      await answerDialog(element, 'Leave');
      expect(calls).to.deep.equal(['leaveShare share-e']);
      expect(toastMessages(element)).to.deep.equal(['You left "Group work".']);
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
        'Their notes | 1 semesterRead OnlyShared by asha@college.edu',
      ]);
    });

    // Consent: after leaving one of a sender's shares, the next one is an invitation.
    it('lists an invitation with Accept, Decline and Block sender, and never opens it', async () => {
      const invited = shared('i', 'Their plan', {
        ownerEmail: 'asha@college.edu',
        loaded: false,
        semesters: [],
        invited: true,
      });
      const { store, calls } = memoryStore({ ...data, sharedWithMe: [invited, editShare] });
      const element = await mountWithStore(store);
      await openDrawer(element);
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([
        'Group work | 1 semesterEdit AccessShared by another user',
        'Their plan | Invitedasha@college.edu invites you to see this profile.',
      ]);
      // Nothing to select, copy or leave as a profile: only its three answers.
      expect(shadowAll(element, '.gpa-drawer [aria-label$="Their plan"]')).to.have.length(0);
      await clickButton(element, 'Block sender');
      expect(topDialog(element).textContent).to.contain(
        'Decline "Their plan" and refuse every share from asha@college.edu from now on?',
      );
      await answerDialog(element, 'Cancel');
      await clickButton(element, 'Accept');
      expect(calls).to.deep.equal(['acceptShare share-i']);
      expect(toastMessages(element)).to.deep.equal(['"Their plan" is now shared with you.']);
      expect(drawerSection(element, 'Shared With Me')?.[1]).to.equal(
        'Their plan | Read OnlyShared by asha@college.edu',
      );
    });

    it('declines an invitation by leaving it, or blocks its sender', async () => {
      const invite = (id: string) =>
        shared(id, `Plan ${id}`, { loaded: false, semesters: [], invited: true });
      const { store, calls } = memoryStore({ ...data, sharedWithMe: [invite('a'), invite('b')] });
      const element = await mountWithStore(store);
      await openDrawer(element);
      await clickButton(element, 'Decline');
      expect(calls).to.deep.equal(['leaveShare share-a']);
      expect(toastMessages(element)).to.deep.equal(['You left "Plan a".']);
      await clickButton(element, 'Block sender');
      await answerDialog(element, 'Block sender');
      expect(calls).to.deep.equal(['leaveShare share-a', 'leaveShare share-b block']);
      expect(drawerSection(element, 'Shared With Me')).to.deep.equal([]);
    });

    it("marks the owner's share that waits for the recipient 'Invited'", async () => {
      const waiting = share('published', 'ravi@college.edu', {
        profileName: 'Published',
        invited: true,
      });
      const { store } = memoryStore({ ...data, outgoingShares: [waiting] });
      const element = await mountWithStore(store);
      await openDrawer(element);
      expect(drawerSection(element, 'Shared Profiles')?.[0]).to.contain('Invited');
    });

    it("says 'Failed to leave the shared profile' when leaving fails, and keeps the profile", async () => {
      const logged = captureConsoleErrors();
      const { store } = memoryStore(data, { leaveShare: 'offline' });
      const element = await mountWithStore(store);
      await openDrawer(element);
      await clickLabelled(element, 'Leave Their notes');
      await answerDialog(element, 'Leave');
      expect(toastMessages(element)).to.deep.equal(['Failed to leave the shared profile']);
      expect(drawerSection(element, 'Shared With Me')).to.have.length(2);
      expect(errorTexts(logged)).to.deep.equal(['Error: offline']);
    });

    it("says 'Error copying profile' and 'Error unsharing profile' when those fail", async () => {
      const logged = captureConsoleErrors();
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
      expect(errorTexts(logged)).to.deep.equal(Array(3).fill('Error: offline'));
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
      await dialogOpens(element, 'Rename semester');
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
      const logged = captureConsoleErrors();
      const { store } = memoryStore(data, { applyEdit: 'offline' });
      const element = await mountWithStore(store);
      await addSubject(element, 'Project', 'A+', '2');
      expect(toastMessages(element)).to.deep.equal([SAVE_ERROR]);
      expect(card(element)).to.deep.equal(['Semester 1']);
      expect(errorTexts(logged)).to.deep.equal(['Error: offline']);
    });
  });
});
