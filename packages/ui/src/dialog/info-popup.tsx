import infoIcon from 'shoelace-icons/info-circle.svg?raw';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { IconButton } from '../icon';
import { OnDemand, prefetch } from '../element/on-demand';
import { PartUnreached } from '../element/part-unreached';

export interface InfoPopupProps {
  /** The accessible name of the (i) button, e.g. 'About grades'. */
  label: string;
  title: string;
  children: ReactNode;
}

// The modal (info-dialog.tsx, with modal.tsx) loads when first opened: no first screen shows it.
const loadInfoDialog = () => import('./info-dialog').then((module) => module.InfoDialog);
const prefetchDialog = () => prefetch(loadInfoDialog);

/**
 * An (i) button that opens a small modal with `children`; Close, Escape and a click on the
 * overlay close it. The modal's code loads on the first opening (prefetched as a pointer or the
 * focus comes onto the button); if it cannot, the server's message and Try again follow the
 * button. Put it where a `<div>` may go: next to a `<label>`, not inside one (nor in a `<p>` or a
 * `<button>`).
 */
export function InfoPopup({ label, title, children }: InfoPopupProps) {
  const [open, setOpen] = useState(false);
  const [unreached, setUnreached] = useState(false);
  const show = () => {
    setUnreached(false);
    setOpen(true);
  };
  return (
    <>
      <IconButton
        icon={infoIcon}
        label={label}
        className="plain-icon-button info-popup__button"
        onClick={show}
        onApproach={prefetchDialog}
      />
      {open && (
        <OnDemand
          load={loadInfoDialog}
          props={{ title, children, onClose: () => setOpen(false) }}
          onFailure={() => {
            setOpen(false);
            setUnreached(true);
          }}
        />
      )}
      {unreached && <PartUnreached trying={false} onRetry={show} />}
    </>
  );
}
