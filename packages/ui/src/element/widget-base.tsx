import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { replaySubmittedForm, replayTypedValues } from './typed-before-hydration';

/** Whether the widget shows its own <h2>, which decides the level of the headings inside it. */
const TitleShown = createContext(true);

export interface WidgetBaseProps {
  /** The widget's name: its `<h2>`, and in any case the accessible name of the whole widget. */
  title: string;
  /** The shared `hide-title` attribute: the page has a heading of its own. */
  hideTitle: boolean | undefined;
  className: string;
  /** Its data is still on the way (what shows is a stand-in, e.g. the build's first screen). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The root of every widget: the `base` part, a group named by the title, which is shown as an
 * `<h2>` unless `hideTitle`; then the name stays for screen readers alone.
 */
export function WidgetBase({ title, hideTitle, className, busy, children }: WidgetBaseProps) {
  const titleId = useId();
  const base = useRef<HTMLDivElement>(null);
  // After the first commit, which for a build-time rendered page is the hydration: what was typed
  // before it, then the form submitted before it.
  useEffect(() => {
    const element = base.current!;
    void replayTypedValues(element).then(() => replaySubmittedForm(element));
  }, []);
  return (
    <div
      ref={base}
      part="base"
      className={className}
      role="group"
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? title : undefined}
      aria-busy={busy || undefined}
    >
      {!hideTitle && (
        <h2 id={titleId} part="title">
          {title}
        </h2>
      )}
      <TitleShown.Provider value={!hideTitle}>{children}</TitleShown.Provider>
    </div>
  );
}

/**
 * A heading inside a widget: an <h3> under the widget's <h2>, or an <h2> when the title is hidden
 * (the page's own heading is then the level above), so heading levels never skip. Same look.
 */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  const Heading = useContext(TitleShown) ? 'h3' : 'h2';
  return (
    <Heading id={id} className="section-heading">
      {children}
    </Heading>
  );
}
