import { DataText } from '#ui/language/data-text.tsx';
import { useTexts } from '#ui/language/language.ts';
import { readOnlyTexts } from './read-only-texts';

/** Who shared a profile: 'Shared by …', the owner's e-mail as data. */
export function SharedBy({ owner }: { owner: string | null }) {
  const { sharedBy } = useTexts(readOnlyTexts);
  return <DataText text={sharedBy(owner)} data={owner === null ? [] : [owner]} />;
}
