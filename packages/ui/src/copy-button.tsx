import clipboardIcon from 'shoelace-icons/clipboard.svg?raw';
import { Icon } from './icon';
import type { ToastApi } from './toast/use-toasts';

export const COPY_SUCCESS_MESSAGE = 'Copied to clipboard';
/** SPEC §8 "Utilities". */
export const CLIPBOARD_FAILED_MESSAGE = 'Failed to copy to clipboard';

/**
 * Puts `text` on the clipboard and says so in a toast (`copiedMessage`), or, when the browser
 * refuses or has no clipboard, shows SPEC's 'Failed to copy to clipboard'.
 */
export async function copyToClipboard(
  text: string,
  showToast: ToastApi['showToast'],
  copiedMessage = COPY_SUCCESS_MESSAGE,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', copiedMessage);
  } catch (error) {
    console.error(error);
    showToast('error', CLIPBOARD_FAILED_MESSAGE);
  }
}

export interface CopyButtonProps {
  /** What to copy; null disables the button (there is no result). */
  text: string | null;
  showToast: ToastApi['showToast'];
}

/** A Copy button (the `copy-button` part) for `text`, through `copyToClipboard`. */
export function CopyButton({ text, showToast }: CopyButtonProps) {
  return (
    <button
      type="button"
      part="copy-button"
      className="button"
      disabled={text === null}
      onClick={() => text !== null && void copyToClipboard(text, showToast)}
    >
      <Icon svg={clipboardIcon} />
      Copy
    </button>
  );
}
