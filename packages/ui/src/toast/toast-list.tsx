import checkIcon from 'shoelace-icons/check2-circle.svg?raw';
import errorIcon from 'shoelace-icons/exclamation-octagon.svg?raw';
import warningIcon from 'shoelace-icons/exclamation-triangle.svg?raw';
import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import closeIcon from 'shoelace-icons/x-lg.svg?raw';
import type { RefObject } from 'react';
import { ToastItems, type ToastItemsProps } from './toast-items';
import { useToastPlacement } from './use-toast-placement';

const ICONS = {
  success: checkIcon,
  error: errorIcon,
  warning: warningIcon,
  info: infoIcon,
  close: closeIcon,
};

export interface ToastListProps extends Omit<ToastItemsProps, 'icons'> {
  stack: RefObject<HTMLElement | null>;
  control: RefObject<Element | null>;
}

/**
 * The toasts with their icons, placed clear of the control in use (use-toast-placement.ts): a
 * chunk of its own, fetched at the first interaction or the first toast (toast-stack.tsx), so that
 * a calculator nobody gets a message from does not download it.
 */
export function ToastList({ stack, control, ...items }: ToastListProps) {
  useToastPlacement(stack, control, items.toasts);
  return <ToastItems {...items} icons={ICONS} />;
}
