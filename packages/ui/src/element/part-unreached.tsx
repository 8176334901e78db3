import { networkTexts } from '#core/network-messages.ts';
import { useTexts } from '../language/language';

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
  const texts = useTexts(networkTexts);
  return (
    <section className="part-unreached" part="part-unreached" role="alert">
      <p>{texts.unreachable}</p>
      <button type="button" className="button" disabled={trying} onClick={onRetry}>
        {texts.tryAgain}
      </button>
    </section>
  );
}
