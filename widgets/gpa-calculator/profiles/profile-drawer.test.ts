import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { Profile } from '#core/gpa/model.ts';
import {
  captureConsoleErrors,
  errorNames,
  errorTexts,
  settle,
  shadow,
  shadowAll,
  toastMessages,
} from '#ui/testing/widget-testing.ts';
import {
  freshKey,
  mount,
  circle,
  profileName,
  tabs,
  typeInto,
  click,
  clickButton,
  clickLabelled,
  labelled,
  addSubject,
  selectTab,
  topDialog,
  openDialogTitles,
  answerDialog,
  openDrawer,
  drawerSection,
  addProfile,
  switchProfile,
  fillStorage,
  profile,
  memoryStore,
  mountWithStore,
  dialogOpens,
} from '../gpa-testing';

describe('gpa-calculator', () => {
  describe('profile drawer', () => {
    it('lists My Profiles in a modal drawer that Escape closes, returning focus', async () => {
      const element = await mount();
      await clickButton(element, 'Add Semester');
      const selector = shadow(element, "[part~='profile-selector']");
      expect(selector.textContent).to.equal('ProfileUser (Default)');
      selector.focus();
      await sendKeys({ press: 'Enter' });
      // The drawer loads on demand: its first opening waits for its module.
      await dialogOpens(element, 'Profiles');
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
      // Opened from the keyboard, as a user would: Chrome groups dialogs opened without a user
      // activation in between, and one Escape would close the whole group (the drawer too).
      labelled(element, 'Delete Extra').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
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
      const logged = captureConsoleErrors();
      const element = await mount();
      fillStorage();
      await addProfile(element, 'Another');
      expect(toastMessages(element).at(-1)).to.equal('Error creating profile. Please try again.');
      expect(drawerSection(element, 'My Profiles')).to.deep.equal(['User (Default) | 1 semester']);
      expect(errorNames(logged)).to.deep.equal(['QuotaExceededError', 'Error']);
    });

    it("shows the store's refusal to delete a profile, or else that deleting failed", async () => {
      const logged = captureConsoleErrors();
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
      expect(errorTexts(logged)).to.deep.equal([
        'Error: offline',
        'Error: Cannot delete the default profile',
      ]);
    });
  });
});
