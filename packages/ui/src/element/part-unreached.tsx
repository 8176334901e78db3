import { TRY_AGAIN_LABEL, UNREACHABLE_MESSAGE } from '#core/network-messages.ts';

export interface PartUnreachedProps {
  /** An attempt is under way: the button waits. */
  trying: boolean;
  onRetry: () => void;
}

/**
 * In the place of a part loaded on demand that must be shown and did not arrive (offline, a
 * deploy since): why, and a button that loads it anew.
 */
export function PartUnreached({ trying, onRetry }: PartUnreachedProps) {
  return (
    <section className="part-unreached" part="part-unreached" role="alert">
      <p>{UNREACHABLE_MESSAGE}</p>
      <button type="button" className="button" disabled={trying} onClick={onRetry}>
        {TRY_AGAIN_LABEL}
      </button>
    </section>
  );
}
