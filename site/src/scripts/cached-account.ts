import { accountName, avatarLetter } from '../../../packages/core/src/account/session';

/**
 * Before the first paint: the cached user's letter, name and e-mail in the navbar's account menu.
 * It runs as an inline script, its source and that of the rules it is given inlined (see
 * cachedAccountScript), so it may use nothing but its arguments and the DOM.
 */
function paintCachedAccount(
  account: Element,
  hintKey: string,
  letterOf: typeof avatarLetter,
  nameOf: typeof accountName,
): void {
  try {
    const hint = JSON.parse(localStorage.getItem(hintKey) ?? 'null') ?? {};
    account.querySelector('.avatar-letter')!.textContent = letterOf(hint);
    account.querySelector('.account-name')!.textContent = nameOf(hint);
    account.querySelector('.account-email')!.textContent = hint.email ?? '';
  } catch {
    // No hint, or storage blocked: the script that follows the session fills them.
  }
}

/**
 * The inline script that paints the cached account into the element just before it, with the very
 * rules (avatarLetter, accountName) by which the navbar's module script draws the session's user
 * afterwards: their source, not a copy of it.
 */
export const cachedAccountScript = (hintKey: string): string =>
  `(${paintCachedAccount})(document.currentScript.previousElementSibling, ${JSON.stringify(hintKey)}, ${avatarLetter}, ${accountName});`;
