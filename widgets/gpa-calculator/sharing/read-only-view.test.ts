import { expect } from 'chai';
import { settle, shadow, shadowAll, shadowButton } from '#ui/testing/widget-testing.ts';
import {
  freshKey,
  mount,
  textOf,
  circle,
  counts,
  profileName,
  tabs,
  tables,
  submitButton,
  clickButton,
  clickLabelled,
  addSubject,
  openDrawer,
  addProfile,
  switchProfile,
} from '../gpa-testing';

describe('gpa-calculator', () => {
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
          'Workshop Backlog | F | 1.5 | 0.00',
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
});
