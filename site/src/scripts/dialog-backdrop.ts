/**
 * Whether a click on a modal <dialog> landed on its backdrop: the backdrop belongs to the dialog,
 * so such a click targets the dialog itself, outside its box.
 */
export function isBackdropClick(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}
