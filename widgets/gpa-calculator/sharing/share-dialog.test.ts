import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { formatAccountDate } from '#core/account/account-dates.ts';
import type { GpaStoreSnapshot } from '#core/gpa/store.ts';
import {
  captureConsoleErrors,
  expectNoAxeViolations,
  installFakeClock,
  pickOption,
  settle,
  shadow,
  shadowAll,
  toastMessages,
  until,
  atPhoneSize,
  expectToastsClearOf,
} from '#ui/testing/widget-testing.ts';
import {
  mount,
  labelled,
  lastToastType,
  typeInto,
  click,
  clickLabelled,
  dialogOpens,
  openDialogTitles,
  openDrawer,
  drawerSection,
  profile,
  shared,
  share,
  link,
  memoryStore,
  mountWithStore,
} from '../gpa-testing';

describe('gpa-calculator', () => {
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
      await dialogOpens(element, 'Share Profile');
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

    // Failed calls are logged; the tests read them from the screen.
    beforeEach(() => void captureConsoleErrors());

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

    it('on a phone, a share that goes through closes the failure of the try before', async () => {
      await atPhoneSize(async () => {
        const failures: Record<string, string> = { share: 'User not found' };
        const { element } = await mountOpen(failures);
        await shareWith(element, 'meera@colege.edu');
        expect(toastMessages(element)).to.deep.equal(['User not found']);
        delete failures.share;
        await shareWith(element, 'meera@college.edu');
        await until(() => toastMessages(element).length === 1, 'the failure goes');
        expect(toastMessages(element)).to.deep.equal(['Profile shared with meera@college.edu']);
        await expectToastsClearOf(element, emailField(element));
      });
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

      it('on a phone, Create Link shows the new link in the dialog, focus on its Copy Link', async () => {
        await atPhoneSize(async () => {
          const { element } = await mountOpen({}, { publicLinks: links });
          const dialog = dialogOf(element);
          expect(dialog.scrollHeight, 'the dialog scrolls').to.be.greaterThan(dialog.clientHeight);
          const create = button(element, 'Create Link');
          create.scrollIntoView({ block: 'nearest' });
          await click(create);
          await until(() => entries(element, 'Public Link').length === 3, 'the link is listed');
          await settle();
          const copy = button(element, 'Copy Link', 2);
          expect(copy.getAttribute('aria-describedby')).to.match(/link-4$/);
          expect(element.shadowRoot!.activeElement === copy, 'Copy Link focused').to.equal(true);
          // The whole new entry is within the dialog's box, on screen.
          const entry = copy.closest('li')!.getBoundingClientRect();
          const box = dialog.getBoundingClientRect();
          expect([
            entry.top >= Math.max(box.top, 0),
            entry.bottom <= Math.min(box.bottom, innerHeight),
          ]).to.deep.equal([true, true]);
        });
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
});
