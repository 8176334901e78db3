import { inHtmlPart } from '#ui/element/in-html.tsx';

/**
 * The cards below the semesters (later-cards.tsx), parts of the build's HTML that the first screen's
 * script leaves out: InHtml loads them after it.
 */
export const loadFigureCards = inHtmlPart(() =>
  import('./summary/later-cards').then((module) => module.FigureCards),
);
export const loadProfileTransfer = inHtmlPart(() =>
  import('./summary/later-cards').then((module) => module.ProfileTransfer),
);
/** The tables of a read-only profile (a shared one, or the read-only attribute's): not a first visit's. */
export const loadReadOnlyView = inHtmlPart(() =>
  import('./sharing/read-only-view').then((module) => module.ReadOnlyView),
);

/**
 * What a card shows, as JSON, for InHtml to tell whether it changed: without ids, as the build's
 * profile has fixed ones and the first profile saved on the device new ones.
 */
export const shownJson = (...values: unknown[]) =>
  JSON.stringify(values, (key, value: unknown) =>
    key === 'id' ? undefined : typeof value === 'bigint' ? String(value) : value,
  );
