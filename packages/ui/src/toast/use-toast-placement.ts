import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { toastEdge, toastSpan, type Box } from '#core/toast-placement.ts';
import { INTERACTIONS, raise } from './control-in-use';
import type { Toast } from './use-toasts';

/**
 * A widget's results, which toasts keep clear of: what it announces (its live regions) and its
 * `result` part (the converter's result field, the determinant).
 */
const RESULTS = "[aria-live], [part~='result']";
const MARGIN = 8;
/** 24rem: a toast reads as a line, not a banner, on a wide screen. */
const MAX_WIDTH = 384;
const MIN_WIDTH = 240;

/**
 * What the student is about to use, on screen in `container` (toast-placement.ts `nearby`): the
 * form of the control in use or, while none is in use (a toast raised as the page loads), every
 * form, as a calculator is used through its forms.
 */
function nearbyForms(container: Element, inUse: Element | null): DOMRect[] {
  const forms = inUse ? [inUse.closest('form')] : [...container.querySelectorAll('form')];
  return forms
    .filter((form) => form !== null)
    .map((form) => form.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/** The part of the page on screen, in fixed positioning's coordinates (a phone's keyboard excluded). */
function visibleViewport(): Box {
  const visual = window.visualViewport;
  if (!visual) {
    const { clientWidth, clientHeight } = document.documentElement;
    return { top: 0, left: 0, right: clientWidth, bottom: clientHeight };
  }
  const { offsetTop: top, offsetLeft: left, width, height } = visual;
  return { top, left, right: left + width, bottom: top + height };
}

/**
 * Places the stack over its container's column, at the edge toastEdge picks. Everything the choice
 * depends on is read before the stack is moved, so placing costs one layout, not one per read: the
 * stack's width is only written when it changes, its height read after (it depends on the width).
 */
function place(stack: HTMLElement, control: Element | null): void {
  const container = stack.parentElement;
  if (!container || stack.childElementCount === 0) return;
  const viewport = visibleViewport();
  const { left, width } = toastSpan({
    viewport,
    container: container.getBoundingClientRect(),
    margin: MARGIN,
    maxWidth: MAX_WIDTH,
    minWidth: MIN_WIDTH,
  });
  const inUse = control?.isConnected && container.contains(control) ? control : null;
  const results = [...container.querySelectorAll(RESULTS)].filter((result) => result !== stack);
  const boxes = {
    control: inUse?.getBoundingClientRect() ?? null,
    nearby: nearbyForms(container, inUse),
    results: results.map((result) => result.getBoundingClientRect()),
  };
  const span = { left: `${left}px`, width: `${width}px` };
  if (stack.style.left !== span.left || stack.style.width !== span.width) {
    Object.assign(stack.style, span);
  }
  const { edge, top } = toastEdge({
    viewport,
    margin: MARGIN,
    left,
    width,
    height: stack.offsetHeight,
    ...boxes,
  });
  stack.style.top = `${top}px`;
  stack.dataset.edge = edge;
}

/**
 * Places the stack in the next frame, once however many changes come before it: placed in the task
 * that changed the toasts, its reads forced a layout of everything that task rendered (on a phone,
 * the welcome toast raised as the GPA calculator's first data rendered made that task tens of
 * milliseconds longer), which the frame lays out anyway.
 */
function placeInNextFrame(
  frame: { id: number },
  stack: HTMLElement,
  control: RefObject<Element | null>,
): void {
  cancelAnimationFrame(frame.id);
  frame.id = requestAnimationFrame(() => place(stack, control.current));
}

/**
 * Keeps the toast stack `stack` where it covers neither the control in use (`control`,
 * control-in-use.ts) nor, if it can help it, the form about to be used or a result
 * (toast-placement.ts): placed as its toasts change, as the page scrolls or resizes and as the
 * control in use changes. Part of the toasts' chunk (toast-list.tsx), with them while any shows.
 */
export function useToastPlacement(
  stack: RefObject<HTMLElement | null>,
  control: RefObject<Element | null>,
  toasts: readonly Toast[],
): void {
  // The frame a placement waits for, if any.
  const frame = useRef({ id: 0 });
  const shown = toasts.length > 0;
  const newest = toasts.at(-1);
  const arrival = newest ? `${newest.id}:${newest.count}` : '';
  const layout = toasts.map((toast) => `${toast.id}:${toast.count}`).join();

  useEffect(() => {
    const pending = frame.current;
    return () => cancelAnimationFrame(pending.id);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const element = stack.current!;
    const root = element.getRootNode() as Document | ShadowRoot;
    const placeSoon = () => placeInNextFrame(frame.current, element, control);
    // Scrolls of the page, and of a dialog or anything else in this root, move the control and
    // the results.
    const moves = [window, root, window.visualViewport].filter((target) => target !== null);
    for (const target of moves) {
      target.addEventListener('scroll', placeSoon, { capture: true, passive: true });
      target.addEventListener('resize', placeSoon);
    }
    for (const type of INTERACTIONS) root.addEventListener(type, placeSoon);
    // The container changes size too: a column that narrows, a dialog whose content grows.
    const resizes = new ResizeObserver(placeSoon);
    if (element.parentElement) resizes.observe(element.parentElement);
    return () => {
      resizes.disconnect();
      for (const target of moves) {
        target.removeEventListener('scroll', placeSoon, { capture: true });
        target.removeEventListener('resize', placeSoon);
      }
      for (const type of INTERACTIONS) root.removeEventListener(type, placeSoon);
    };
  }, [stack, control, shown]);

  useEffect(() => {
    if (arrival === '') return;
    const element = stack.current!;
    // After the commit's other effects: a dialog the toasts moved into has opened (showModal) by
    // then, and the stack must come above it in the top layer. Raising reads no layout.
    queueMicrotask(() => raise(element));
  }, [stack, arrival]);

  useEffect(() => {
    if (layout !== '') placeInNextFrame(frame.current, stack.current!, control);
  }, [stack, control, layout]);
}
