import type { Ref } from 'react';

/**
 * An icon of Shoelace's set, drawn by our own markup: `svg` is the file's text, bundled with the
 * module that shows it (`import trashIcon from 'shoelace-icons/trash3.svg?raw'`), so no icon makes
 * a request and an embed carries only its own. Being markup, it is in the HTML rendered at build
 * time and shows before any script runs. 1em square in the text's colour (widget-base.css).
 * See docs/decisions.md, "Icons drawn by our own markup".
 */
export function Icon({ svg, className }: { svg: string; className?: string }) {
  return (
    <span
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export interface IconButtonProps {
  /** The icon's SVG text, as for `Icon`. */
  icon: string;
  /** The accessible name, e.g. 'Delete Semester 2'. */
  label: string;
  /**
   * Its look first: `plain-icon-button` (controls.css: the icon alone, coloured on hover, as
   * Shoelace's icon button) or a widget's own, such as the GPA calculator's square `icon-button`.
   */
  className: string;
  disabled?: boolean;
  onClick: () => void;
  /** A pointer or the focus came onto it: a part it opens may start loading (`prefetch`). */
  onApproach?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button showing only an icon: disabled and focused like any button, named by `label`. */
export function IconButton({
  icon,
  label,
  className,
  disabled,
  onClick,
  onApproach,
  ref,
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      <Icon svg={icon} />
    </button>
  );
}
