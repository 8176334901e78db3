import clipboardIcon from 'shoelace-icons/clipboard.svg?raw';
import { Icon } from './icon';
import { useTexts } from './language/language';
import { uiTexts } from './language/ui-texts';
import type { ToastApi } from './toast/use-toasts';

export const COPY_SUCCESS_MESSAGE = uiTexts.en.copied;
export const CLIPBOARD_FAILED_MESSAGE = uiTexts.en.copyFailed;

/**
 * Puts `text` on the clipboard and says so in a toast (`copiedMessage`), or, when the browser
 * refuses or has no clipboard, shows SPEC's 'Failed to copy to clipboard' (`failedMessage`).
 */
export async function copyToClipboard(
  text: string,
  showToast: ToastApi['showToast'],
  copiedMessage = COPY_SUCCESS_MESSAGE,
  failedMessage = CLIPBOARD_FAILED_MESSAGE,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', copiedMessage);
  } catch (error) {
    console.error(error);
    showToast('error', failedMessage);
  }
}

export interface CopyButtonProps {
  /** What to copy; null disables the button (there is no result). */
  text: string | null;
  showToast: ToastApi['showToast'];
}

/** A Copy button (the `copy-button` part) for `text`, through `copyToClipboard`. */
export function CopyButton({ text, showToast }: CopyButtonProps) {
  const texts = useTexts(uiTexts);
  return (
    <button
      type="button"
      part="copy-button"
      className="button"
      disabled={text === null}
      onClick={() =>
        text !== null && void copyToClipboard(text, showToast, texts.copied, texts.copyFailed)
      }
    >
      <Icon svg={clipboardIcon} />
      {texts.copy}
    </button>
  );
}
