import './shoelace';
import clipboardIcon from 'shoelace-icons/clipboard.svg?raw';
import { ICON_LIBRARY, registerIcons } from './icons';
import type { ToastApi } from './toast/use-toasts';

registerIcons({ clipboard: clipboardIcon });

export const COPY_SUCCESS_MESSAGE = 'Copied to clipboard';
export const COPY_ERROR_MESSAGE = 'Failed to copy to clipboard';

export interface CopyButtonProps {
  /** What to copy; null disables the button (there is no result). */
  text: string | null;
  showToast: ToastApi['showToast'];
}

/**
 * A Copy button (the `copy-button` part) that puts `text` on the clipboard and says so in a toast,
 * or, when the browser refuses or has no clipboard, shows SPEC's 'Failed to copy to clipboard'.
 */
export function CopyButton({ text, showToast }: CopyButtonProps) {
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      showToast('success', COPY_SUCCESS_MESSAGE);
    } catch (error) {
      console.error(error);
      showToast('error', COPY_ERROR_MESSAGE);
    }
  };
  return (
    <button
      type="button"
      part="copy-button"
      className="button"
      disabled={text === null}
      onClick={() => text !== null && void copy(text)}
    >
      <sl-icon library={ICON_LIBRARY} name="clipboard" aria-hidden="true" />
      Copy
    </button>
  );
}
