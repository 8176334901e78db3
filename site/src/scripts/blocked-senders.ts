/**
 * The account page's Blocked Senders card (components/BlockedSenders.astro): lists the senders the
 * user blocked, read when she asks, and unblocks one, after which his next share arrives
 * as an invitation (docs/decisions.md "Consent to shares").
 */
import type * as SenderMarks from '../../../packages/cloud/src/sender-marks';
import type { BlockedSender } from '../../../packages/core/src/gpa/sender-marks';
import {
  blockedSenderLabel,
  type BlockedSendersTexts,
} from '../../../packages/core/src/gpa/blocked-senders-texts';
import { showMessage, whileBusy } from './form';
import type { loadCloud } from './session';

type CloudSession = Awaited<ReturnType<typeof loadCloud>>;

/**
 * Wires the card's 'Show blocked senders': the list is read when the student asks for it, not as
 * the page opens, so the page reads nothing from Firestore on its own. `texts` are the page's
 * language's.
 */
export function wireBlockedSenders(
  card: HTMLElement,
  session: CloudSession,
  uid: string,
  texts: BlockedSendersTexts,
): void {
  const show = card.querySelector<HTMLButtonElement>('[data-blocked-show]')!;
  show.disabled = false;
  show.addEventListener('click', async () => {
    if (!(await whileBusy(card, show, () => showBlockedSenders(card, session, uid, texts)))) return;
    show.remove();
    // Focus moves on to what replaced the button: the first Unblock, or the empty list's note.
    card.querySelector<HTMLElement>('[data-blocked-list] button, [data-blocked-empty]')?.focus();
  });
}

/** Reads and lists the blocked senders; false (after saying so) when they cannot be read. */
async function showBlockedSenders(
  card: HTMLElement,
  { cloud }: CloudSession,
  uid: string,
  texts: BlockedSendersTexts,
): Promise<boolean> {
  const list = card.querySelector<HTMLUListElement>('[data-blocked-list]')!;
  const empty = card.querySelector<HTMLElement>('[data-blocked-empty]')!;
  const message = card.querySelector<HTMLElement>('[data-blocked-message]')!;
  let senders: BlockedSender[];
  // Loaded here only: the other pages that load the session have no use for it.
  let unblockSender: typeof SenderMarks.unblockSender;
  try {
    const marks = await import('../../../packages/cloud/src/sender-marks');
    unblockSender = marks.unblockSender;
    senders = await marks.blockedSenders(cloud, uid);
  } catch (error) {
    console.error(error);
    showMessage(message, texts.loadFailed, 'error');
    return false;
  }
  showMessage(message, '', 'success');

  const render = () => {
    list.replaceChildren(...senders.map(row));
    empty.hidden = senders.length > 0;
  };

  const row = (sender: BlockedSender) => {
    const label = blockedSenderLabel(sender, texts);
    const item = document.createElement('li');
    const name = document.createElement('span');
    name.className = 'sender';
    name.textContent = label;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button secondary';
    button.textContent = texts.unblock;
    button.dataset.busyLabel = texts.unblocking;
    button.setAttribute('aria-label', texts.unblockSender(label));
    button.addEventListener('click', async () => {
      try {
        await whileBusy(item, button, () => unblockSender(cloud, uid, sender.senderId));
      } catch (error) {
        console.error(error);
        showMessage(message, texts.unblockFailed, 'error');
        return;
      }
      senders = senders.filter((each) => each !== sender);
      render();
      showMessage(message, texts.unblocked(label), 'success');
    });
    item.append(name, button);
    return item;
  };

  render();
  return true;
}
