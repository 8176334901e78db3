import type { Ref } from 'react';
import { ICON_LIBRARY } from '../../packages/ui/src/icons';

export interface IconButtonProps {
  /** A registered icon's name. */
  icon: string;
  /** The accessible name, e.g. 'Delete Semester 2'. */
  label: string;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button showing only an icon: disabled like any button, named by `label`. */
export function IconButton({
  icon,
  label,
  disabled,
  onClick,
  className = '',
  ref,
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`icon-button ${className}`.trim()}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <sl-icon library={ICON_LIBRARY} name={icon} aria-hidden="true" />
    </button>
  );
}
