import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/** What a press or the focus lands on that counts as the control in use. */
const CONTROLS = 'input, select, textarea, button, a[href], [role="button"], [tabindex]';
export const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Puts the stack in the top layer (a manual popover), above anything opened before it. */
export function raise(stack: HTMLElement): void {
  if (typeof stack.showPopover !== 'function' || !stack.isConnected) return;
  if (stack.matches(':popover-open')) stack.hidePopover();
  stack.showPopover();
}

/**
 * The control in use around the toast stack `stack`, which toasts keep clear of: the one last
 * pressed, typed in or focused inside the stack's container (the widget, or the dialog the toasts
 * show in). Followed from the start, so it is known when the first toast comes; `onUse` (one
 * function for the stack's life) hears of each interaction (the toasts' code is fetched at the
 * first). The stack is open from the start, empty, so that screen readers know the live region
 * before it speaks.
 */
export function useControlInUse(
  stack: RefObject<HTMLElement | null>,
  onUse: () => void,
): RefObject<Element | null> {
  const control = useRef<Element | null>(null);
  useEffect(() => {
    const element = stack.current!;
    const root = element.getRootNode() as Document | ShadowRoot;
    const follow = (event: Event) => {
      // Retargeted to this root: a press inside a nested shadow root gives its host element.
      const target = event.target;
      if (target instanceof Element && !element.contains(target)) {
        control.current = target.closest(CONTROLS) ?? target;
        onUse();
      }
    };
    for (const type of INTERACTIONS) root.addEventListener(type, follow, true);
    queueMicrotask(() => raise(element));
    return () => {
      for (const type of INTERACTIONS) root.removeEventListener(type, follow, true);
    };
  }, [stack, onUse]);
  return control;
}
