import type { Ref } from 'react';

/** The calculators' JSON files, out and in: GPA profiles and grade scales, attendance sheets. */

/** A name reduced to lower-case letters, digits and dashes, for a file name; '' if none are left. */
export function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Saves `text` as a JSON file named `fileName`, through a link placed for a moment in `container`. */
export function downloadJson(container: HTMLElement, text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  // Inside the shadow root rather than on the page, so the page's scripts and styles never see it.
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  container.append(link);
  link.click();
  link.remove();
  // The download has taken the URL by now; revoking later still frees the Blob.
  setTimeout(() => URL.revokeObjectURL(url));
}

export interface JsonFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** The accessible name: 'Profiles file to import'. */
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** The hidden input a JSON file is chosen in; a button of the owner's opens it (`click()`). */
export function JsonFileInput({ ref, label, disabled, onFile }: JsonFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="application/json,.json"
      hidden
      disabled={disabled}
      aria-label={label}
      onChange={(event) => {
        const input = event.currentTarget;
        const file = input.files?.[0];
        // Choosing the same file again must fire `change` again; the File stays readable.
        input.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
