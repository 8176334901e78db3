/**
 * The account page's Blocked Senders card (components/BlockedSenders.astro): lists the senders the
 * user blocked, read when she asks, and unblocks one, after which his next share arrives
 * as an invitation (docs/decisions.md "Consent to shares").
 */
import type * as SenderMarks from '../../../packages/cloud/src/sender-marks';
import type { BlockedSender } from '../../../packages/core/src/gpa/sender-marks';
import {
  LOAD_BLOCKED_FAILED_MESSAGE,
  UNBLOCK_FAILED_MESSAGE,
  UNBLOCK_LABEL,
  blockedSenderLabel,
  unblockedMessage,
} from '../../../packages/core/src/gpa/blocked-senders-texts';
import { showMessage, whileBusy } from './form';
import type { loadCloud } from './session';

type CloudSession = Awaited<ReturnType<typeof loadCloud>>;

/**
 * Wires the card's 'Show blocked senders': the list is read when the student asks for it, not as
 * the page opens, so the page reads nothing from Firestore on its own.
 */
export function wireBlockedSenders(card: HTMLElement, session: CloudSession, uid: string): void {
  const show = card.querySelector<HTMLButtonElement>('[data-blocked-show]')!;
  show.disabled = false;
  show.addEventListener('click', async () => {
    if (!(await whileBusy(card, show, () => showBlockedSenders(card, session, uid)))) return;
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
    showMessage(message, LOAD_BLOCKED_FAILED_MESSAGE, 'error');
    return false;
  }
  showMessage(message, '', 'success');

  const render = () => {
    list.replaceChildren(...senders.map(row));
    empty.hidden = senders.length > 0;
  };

  const row = (sender: BlockedSender) => {
    const label = blockedSenderLabel(sender);
    const item = document.createElement('li');
    const name = document.createElement('span');
    name.className = 'sender';
    name.textContent = label;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button secondary';
    button.textContent = UNBLOCK_LABEL;
    button.dataset.busyLabel = `${UNBLOCK_LABEL}...`;
    button.setAttribute('aria-label', `${UNBLOCK_LABEL} ${label}`);
    button.addEventListener('click', async () => {
      try {
        await whileBusy(item, button, () => unblockSender(cloud, uid, sender.senderId));
      } catch (error) {
        console.error(error);
        showMessage(message, UNBLOCK_FAILED_MESSAGE, 'error');
        return;
      }
      senders = senders.filter((each) => each !== sender);
      render();
      showMessage(message, unblockedMessage(label), 'success');
    });
    item.append(name, button);
    return item;
  };

  render();
  return true;
}
