import { expect } from 'chai';
import type { SessionHint } from '../../../packages/core/src/account/session';
import {
  SESSION_HINT_KEY,
  accountName,
  avatarLetter,
} from '../../../packages/core/src/account/session';
import { cachedAccountScript } from './cached-account';

// The inline script NavBar.astro puts after the account menu, which paints the cached user before
// the first paint: run here as the page runs it, a classic script with nothing but its own text.

/** The account menu with the script after it, as NavBar.astro renders it, once the script ran. */
function paint(hint: string | null) {
  if (hint === null) localStorage.removeItem(SESSION_HINT_KEY);
  else localStorage.setItem(SESSION_HINT_KEY, hint);
  document.body.innerHTML = `
    <div class="account">
      <span class="avatar-letter">?</span>
      <span class="account-name">?</span>
      <span class="account-email">?</span>
    </div>`;
  const script = document.createElement('script');
  script.textContent = cachedAccountScript(SESSION_HINT_KEY);
  document.body.append(script);
  const text = (selector: string) => document.querySelector(selector)!.textContent;
  return [text('.avatar-letter'), text('.account-name'), text('.account-email')];
}

afterEach(() => {
  localStorage.removeItem(SESSION_HINT_KEY);
  document.body.replaceChildren();
});

describe('the cached account, painted before the first paint', () => {
  it("shows the cached user's letter, name and e-mail", () => {
    const hint = JSON.stringify({ displayName: 'asha rao', email: 'asha@example.com' });
    expect(paint(hint)).to.deep.equal(['A', 'asha rao', 'asha@example.com']);
  });

  it("names a user without a display name 'User', lettered by the e-mail (SPEC §2)", () => {
    const hint = JSON.stringify({ displayName: null, email: 'zoya@example.com' });
    expect(paint(hint)).to.deep.equal(['Z', 'User', 'zoya@example.com']);
  });

  it("shows U and 'User' for a hint with neither, or none at all", () => {
    expect(paint(JSON.stringify({ displayName: ' ', email: null }))).to.deep.equal([
      'U',
      'User',
      '',
    ]);
    expect(paint(null)).to.deep.equal(['U', 'User', '']);
  });

  it('leaves the menu as served when the hint cannot be read', () => {
    expect(paint('{not json')).to.deep.equal(['?', '?', '?']);
  });

  it("draws by the very rules the navbar's module uses once the session is known", () => {
    const hints: SessionHint[] = [
      { displayName: '  éclair ', email: 'x@example.com' },
      { displayName: '😀 smile', email: null },
      { displayName: '', email: ' ßeta@example.com' },
      { displayName: 'Asha', email: 'asha@example.com' },
    ];
    for (const hint of hints) {
      expect(paint(JSON.stringify(hint)), JSON.stringify(hint)).to.deep.equal([
        avatarLetter(hint),
        accountName(hint),
        hint.email ?? '',
      ]);
    }
  });
});
