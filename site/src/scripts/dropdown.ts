/**
 * A navigation dropdown: `.dropdown-toggle`, a disclosure button (aria-expanded; served disabled,
 * enabled here), and `.dropdown-panel`, a list of links or buttons, inside the `dropdown` element.
 * A click on the button opens and closes it; a click outside, Escape or the focus leaving it closes
 * it.
 *
 * Keys, after the WAI-ARIA menu button pattern: on the button, Enter, Space and ArrowDown open it
 * on the first item, ArrowUp on the last; on an item, ArrowDown and ArrowUp move (wrapping), Home
 * and End go to the first and last. Tab still goes through the items too: they are links in a list,
 * not menu items, so a screen reader announces no arrow keys for them.
 */
export function setUpDropdown(dropdown: HTMLElement): void {
  const toggle = dropdown.querySelector<HTMLButtonElement>('.dropdown-toggle');
  const panel = dropdown.querySelector<HTMLElement>('.dropdown-panel');
  if (!toggle || !panel) return;
  const isOpen = () => !panel.hidden;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  // Served disabled (NavBar.astro): it works from now on.
  toggle.disabled = false;
  document.addEventListener('click', (event) => {
    if (isOpen() && !dropdown.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const hadFocus = dropdown.contains(document.activeElement);
    setOpen(false);
    if (hadFocus) toggle.focus();
  });
  dropdown.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !dropdown.contains(next)) setOpen(false);
  });

  dropdown.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')];
    const onToggle = event.target === toggle;
    // -1 on the button, so that ArrowDown from it lands on the first item.
    const current = items.indexOf(event.target as HTMLElement);
    if (!onToggle && current < 0) return;
    let next: number;
    switch (event.key) {
      case 'Enter':
      case ' ':
        // On an item, the key follows the link; on the open panel's button, its click closes it.
        if (!onToggle || isOpen()) return;
        next = 0;
        break;
      case 'ArrowDown':
        next = (current + 1) % items.length;
        break;
      case 'ArrowUp':
        next = current <= 0 ? items.length - 1 : current - 1;
        break;
      case 'Home':
      case 'End':
        if (onToggle) return;
        next = event.key === 'Home' ? 0 : items.length - 1;
        break;
      default:
        return;
    }
    // No click from Enter or Space, no page scroll from the arrows, Home or End.
    event.preventDefault();
    setOpen(true);
    items[next]?.focus();
  });
}
