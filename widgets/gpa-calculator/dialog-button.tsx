import type { ReactNode } from 'react';

/** A button of the calculator's bar that opens a dialog loaded on demand, fetched as it is neared. */
export function DialogButton({
  part,
  className,
  onOpen,
  prefetch,
  children,
}: {
  part: string;
  className: string;
  onOpen: () => void;
  prefetch: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button ${className}`}
      part={part}
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </button>
  );
}
