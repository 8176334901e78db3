import type { ReactNode } from 'react';

export interface EntryAction {
  label: string;
  onClick: () => void;
}

export interface ShareEntryItemProps {
  /** The entry's text (an e-mail, a link), carrying `subjectId`. */
  subject: ReactNode;
  /** The id of `subject`, which says what each action acts on. */
  subjectId: string;
  meta: ReactNode;
  actions: readonly EntryAction[];
  disabled: boolean;
}

/** One listed share or link: what it is, its badges and dates, and its buttons. */
export function ShareEntryItem({
  subject,
  subjectId,
  meta,
  actions,
  disabled,
}: ShareEntryItemProps) {
  return (
    <li className="share-entry">
      {subject}
      <span className="share-entry__meta">{meta}</span>
      <span className="share-entry__actions">
        {/* By place, not label: a toggled permission keeps its button. */}
        {actions.map(({ label, onClick }, index) => (
          <button
            key={index}
            type="button"
            className="button"
            disabled={disabled}
            aria-describedby={subjectId}
            onClick={onClick}
          >
            {label}
          </button>
        ))}
      </span>
    </li>
  );
}

/** The list of a dialog section, or the text that says it is empty. */
export function ShareEntryList({ empty, children }: { empty: string; children: ReactNode[] }) {
  return children.length === 0 ? (
    <p className="empty">{empty}</p>
  ) : (
    <ul className="share-dialog__list">{children}</ul>
  );
}
