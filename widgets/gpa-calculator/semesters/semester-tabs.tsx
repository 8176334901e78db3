import plusIcon from 'shoelace-icons/plus-lg.svg?raw';
import pencilIcon from 'shoelace-icons/pencil.svg?raw';
import trashIcon from 'shoelace-icons/trash3.svg?raw';
import { memo, useId, useState } from 'react';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { addSemesterRefusal } from '#core/gpa/limits.ts';
import type { Semester } from '#core/gpa/model.ts';
import type { ShownSemester } from '#core/gpa/gpa-detail.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { networkTexts } from '#core/network-messages.ts';
import { OnDemand, closeUnreached, prefetch } from '#ui/element/on-demand.tsx';
import { Icon, IconButton } from '#ui/icon.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { semesterTexts } from './semester-texts';
import { steadyMemo } from './steady-memo';
import { semesterTranslate, useSemesterName } from './use-semester-name';

// Deleting and renaming a semester ask first, in dialogs that load the first time they are needed,
// prefetched as a pointer or focus comes onto the semesters' controls.
const loadDeleteDialog = () =>
  import('./semester-dialogs').then((module) => module.DeleteSemesterDialog);
const loadRenameDialog = () =>
  import('./semester-dialogs').then((module) => module.RenameSemesterDialog);
const prefetchDialogs = () => {
  prefetch(loadDeleteDialog);
  prefetch(loadRenameDialog);
};

export interface SemesterTabsProps {
  semesters: readonly Semester[];
  /** Each semester's figures as shown, by the profile's scale. */
  gpas: ReadonlyMap<string, ShownSemester>;
  selectedId: string | null;
  onSelect: (semesterId: string) => void;
  onAdd: () => void;
  /** Called once the user confirmed. */
  onDelete: (semester: Semester) => void;
  /** Called with the new name, trimmed and never empty. */
  onRename: (semester: Semester, name: string) => void;
  /** Tells the visitor when a dialog could not be loaded. */
  showToast: ToastApi['showToast'];
}

/**
 * One semester's tab: rendered again only when its semester or GPA changes, so an edit of one
 * semester renders one tab (SemesterTabs passes steady handlers).
 */
const SemesterTab = memo(function SemesterTab({
  semester,
  gpa,
  selected,
  onSelect,
  onDelete,
}: {
  semester: Semester;
  gpa: string | undefined;
  selected: boolean;
  onSelect: (semesterId: string) => void;
  onDelete: (semester: Semester) => void;
}) {
  const texts = useTexts(semesterTexts);
  const digits = useDigits();
  const name = useSemesterName()(semester.name);
  return (
    <li className="semester-tab">
      <button
        type="button"
        className="semester-tab__select"
        part="semester-tab"
        aria-pressed={selected}
        onClick={() => onSelect(semester.id)}
      >
        <span className="semester-tab__name" translate={semesterTranslate(semester.name)}>
          {name}
        </span>
        <span className="visually-hidden">, GPA </span>
        <span className="semester-tab__gpa">{gpa && digits(gpa)}</span>
      </button>
      <IconButton
        icon={trashIcon}
        label={texts.deleteNamed(name)}
        className="icon-button"
        onClick={() => onDelete(semester)}
      />
    </li>
  );
});

/** One semester in the phone's semester select; rendered again only when it changes. */
const SemesterOption = memo(function SemesterOption({
  semester,
  gpa,
}: {
  semester: Semester;
  gpa: string | undefined;
}) {
  const digits = useDigits();
  const name = useSemesterName();
  return (
    <option value={semester.id} translate={semesterTranslate(semester.name)}>
      {name(semester.name)} · {gpa && digits(gpa)}
    </option>
  );
});

/**
 * SPEC §2: one tab per semester (name, GPA, delete with a confirm dialog) and Add Semester, for
 * editing. Tabs are toggle buttons (aria-pressed): a tablist may not hold the delete buttons. In a
 * narrow widget (a phone) the tabs give way to a select of the semesters (name and GPA) with the
 * selected one's Rename and Delete beside it, so eight semesters take one row, not a wall of tabs.
 */
function SemesterTabsView({
  semesters,
  gpas,
  selectedId,
  onSelect,
  onAdd,
  onDelete,
  onRename,
  showToast,
}: SemesterTabsProps) {
  const texts = useTexts(semesterTexts);
  const semesterLabel = useTexts(viewTexts).semester;
  const limits = useTexts(limitTexts);
  const { unreachable } = useTexts(networkTexts);
  const digits = useDigits();
  const name = useSemesterName();
  const pickerId = useId();
  const [confirming, setConfirming] = useState<Semester | null>(null);
  const [renaming, setRenaming] = useState<Semester | null>(null);
  const selected = semesters.find((semester) => semester.id === selectedId) ?? null;
  // Refused here, in the element's digits ('at most ५०'): semester-actions.ts, which checks again
  // before it saves, has the element's texts but not its digits.
  const add = () => {
    const refusal = addSemesterRefusal(semesters, limits);
    if (refusal) showToast('warning', digits(refusal));
    else onAdd();
  };
  return (
    <div
      className="semester-tabs"
      part="semester-tabs"
      role="group"
      aria-label={texts.semesters}
      onPointerEnter={prefetchDialogs}
      onFocus={prefetchDialogs}
    >
      {semesters.length === 0 ? (
        <p className="empty" part="empty">
          {texts.noSemesters}
        </p>
      ) : (
        <ul className="semester-tabs__list">
          {semesters.map((semester) => (
            <SemesterTab
              key={semester.id}
              semester={semester}
              gpa={gpas.get(semester.id)?.gpa}
              selected={semester.id === selectedId}
              onSelect={onSelect}
              onDelete={setConfirming}
            />
          ))}
        </ul>
      )}
      <div className="semester-tabs__bar">
        <button
          type="button"
          className="button button--primary add-semester"
          part="add-semester"
          onClick={add}
        >
          <Icon svg={plusIcon} />
          {texts.addSemester}
        </button>
        {selected && (
          <div className="semester-picker" part="semester-picker">
            <label htmlFor={pickerId} className="visually-hidden">
              {semesterLabel}
            </label>
            <select
              id={pickerId}
              className="select semester-picker__select"
              value={selected.id}
              onChange={(event) => onSelect(event.target.value)}
            >
              {semesters.map((semester) => (
                <SemesterOption
                  key={semester.id}
                  semester={semester}
                  gpa={gpas.get(semester.id)?.gpa}
                />
              ))}
            </select>
            <button
              type="button"
              className="button semester-picker__rename"
              part="rename-semester"
              aria-label={texts.renameNamed(name(selected.name))}
              onClick={() => setRenaming(selected)}
            >
              <Icon svg={pencilIcon} />
              <span className="semester-picker__rename-text">{texts.rename}</span>
            </button>
            <IconButton
              icon={trashIcon}
              label={texts.deleteNamed(name(selected.name))}
              className="icon-button semester-picker__delete"
              onClick={() => setConfirming(selected)}
            />
          </div>
        )}
      </div>
      {confirming && (
        <OnDemand
          load={loadDeleteDialog}
          props={{ semester: confirming, onClose: () => setConfirming(null), onDelete }}
          onFailure={closeUnreached(showToast, () => setConfirming(null), unreachable)}
        />
      )}
      {renaming && (
        <OnDemand
          load={loadRenameDialog}
          props={{ semester: renaming, onClose: () => setRenaming(null), onRename }}
          onFailure={closeUnreached(showToast, () => setRenaming(null), unreachable)}
        />
      )}
    </div>
  );
}

/** Rendered again only when the semesters or their figures change (steady-memo.ts). */
export const SemesterTabs = steadyMemo(SemesterTabsView);
