/** Downloads of the GPA calculator's JSON files: profiles (profile-transfer.tsx) and grade scales. */

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
