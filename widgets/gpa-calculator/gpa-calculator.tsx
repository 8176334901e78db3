import { useEffect, useMemo, useRef, useState } from 'react';
import type { GpaChangeDetail } from '#core/gpa/gpa-detail.ts';
import type { EnteredSgpa, Profile, ProfileEdit } from '#core/gpa/model.ts';
import { backlogSummary, scaleMaximum, shownGpa } from '#core/gpa/scales/scale-view.ts';
import { storeTexts } from '#core/gpa/store-texts.ts';
import { limitTexts } from '#core/gpa/limit-texts.ts';
import { viewTexts } from '#core/gpa/scales/view-texts.ts';
import { textsIn } from '#core/i18n/texts.ts';
import type { GpaStore } from '#core/gpa/store.ts';
import { WidgetBase } from '#ui/element/widget-base.tsx';
import { InHtml } from '#ui/element/in-html.tsx';
import { OnDemand, closeUnreached, prefetch } from '#ui/element/on-demand.tsx';
import { ShowWorking } from '#ui/working/show-working.tsx';
import { ToastStack } from '#ui/toast/toast-stack.tsx';
import { useToasts } from '#ui/toast/use-toasts.ts';
import { useLanguage, useTexts } from '#ui/language/language.ts';
import { loadFigureCards, loadProfileTransfer, loadReadOnlyView, shownJson } from './card-parts';
import { deviceStore } from './profiles/device-store';
import { ScalePicker } from './scales/scale-picker';
import { useProfileFigures } from './summary/use-profile-figures';
import { useProfileScale } from './scales/use-profile-scale';
import { SemesterCard, SemesterTabs } from './semesters/semester-view';
import { SubjectForm } from './semesters/subject-form';
import { useGpaStore, useStartingScale } from './profiles/use-gpa-store';
import { useRetake } from './planning/use-retake';
import { useSelection } from './profiles/use-selection';
import { useDamagedNotice } from './profiles/use-damaged-notice';
import { useSubjectEditor } from './semesters/use-subject-editor';
import { CalculatorBar } from './calculator-bar';
import { ProfileName } from './profiles/profile-name';
import {
  loadMarksTools,
  loadPlanDialog,
  loadProfileDrawer,
  loadQuickSgpaDialog,
  loadRetakeDialog,
  loadWhatIf,
  loadWorking,
} from './dialog-parts';
import { GpaSummary } from './summary/gpa-summary';
import { useGpaChangeEvent } from './use-gpa-change-event';
import { gpaTexts } from './gpa-calculator-texts';
import { semesterActions } from './semesters/semester-actions';

export type { GpaChangeDetail };

export interface GpaCalculatorProps {
  storageKey?: string;
  readOnly?: boolean;
  hideTitle?: boolean;
  welcome?: boolean;
  /** The preset new profiles start on (a portal for one university), e.g. 'vtu-2022'. */
  preset?: string;
  /** Hides the choice of scale: every profile stays on the scale it has. */
  lockScale?: boolean;
  /** A custom scale new profiles start on, checked as an imported one; before `preset`. */
  scale?: unknown;
  /** The `working` attribute (show-working.tsx): 'open', 'hidden', or closed behind a button. */
  working?: string;
  /** Another store, e.g. the site's account store; by default the device store of `storageKey`. */
  store?: GpaStore;
  onGpaChange?: (detail: GpaChangeDetail) => void;
  onResultChange?: (detail: GpaChangeDetail) => void;
}

export function GpaCalculator({
  storageKey,
  readOnly: readOnlyAttribute,
  hideTitle,
  welcome = false,
  preset,
  lockScale = false,
  scale: scaleProperty,
  working,
  store: injectedStore,
  onGpaChange,
  onResultChange,
}: GpaCalculatorProps) {
  const store = useMemo(
    () => injectedStore ?? deviceStore({ storageKey: storageKey ?? '' }),
    [injectedStore, storageKey],
  );
  const texts = useTexts(gpaTexts);
  const language = useLanguage();
  const { toasts, showToast, dismissToast } = useToasts();
  const starting = useStartingScale(preset, scaleProperty, showToast);
  const newScale = starting.choice;
  const { snapshot, firstScreen } = useGpaStore(store, showToast, welcome, starting);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [marksOpen, setMarksOpen] = useState(false);
  const {
    own,
    sharedWithMe,
    listed,
    profileId,
    profile,
    sharedProfile,
    semesters,
    semester,
    ...selection
  } = useSelection(store, snapshot);
  useDamagedNotice(profile, listed, snapshot?.damagedProfiles, showToast);

  /**
   * Saves one edit; false (after telling the user) when the store refused it. None while the
   * build's first screen shows: its profile is a stand-in, which the store does not have (Add
   * Subject waits for the data instead, below).
   */
  const save = async (edit: ProfileEdit): Promise<boolean> => {
    if (firstScreen) return false;
    try {
      await store.applyEdit(profile!.id, edit);
      return true;
    } catch (error) {
      console.error(error);
      showToast('error', textsIn(language.bundle, storeTexts).saveError);
      return false;
    }
  };
  // The profile a what-if is open on: another profile shown closes it, its changes discarded.
  const [whatIfFor, setWhatIfFor] = useState<string | null>(null);
  const scale = useProfileScale(profile);
  // Once per change of the profile or its scale, not per render (each keystroke in the form), and
  // after an edit's own render: every figure on screen, the working and the event read these,
  // with the semesters and scale they were counted from. The subject form, the semester card's
  // subjects and the dialogs that edit read the profile as it is.
  const figures = useProfileFigures(profile, scale, semesters);
  const { numbers, attempts, gpas, workingInput } = figures;
  const editor = useSubjectEditor({ semester, semesters, scale, save, showToast });
  // Add Subject tapped as the build's first screen gives way to the saved data: the subject goes
  // into the semester that then shows.
  const submitWaiting = useRef(false);
  const submitSubject = () => {
    if (firstScreen) submitWaiting.current = true;
    else void editor.submit();
  };
  useEffect(() => {
    if (firstScreen || !submitWaiting.current) return;
    submitWaiting.current = false;
    void editor.submit();
  });
  const retake = useRetake({ semesters, scale, save, showSemester: selection.showSemester });
  // The semester whose SGPA and credits are being entered, while its form is open.
  const [quickSemesterId, setQuickSemesterId] = useState<string | null>(null);
  const quickSemester = semesters.find(({ id }) => id === quickSemesterId);

  const readOnly = readOnlyAttribute === true || sharedProfile?.permission === 'read';
  // SPEC §6: a read-only share may be copied into the user's own profiles (not under `readonly`).
  const copyable =
    store.sharing && sharedProfile?.permission === 'read' && readOnlyAttribute !== true
      ? { sharing: store.sharing, shareId: sharedProfile.shareId }
      : null;
  const cgpa = shownGpa(figures.scale, numbers.cgpa);
  const backlogs = backlogSummary(numbers, textsIn(language.bundle, viewTexts));

  useGpaChangeEvent(figures, firstScreen, onGpaChange, onResultChange);

  const selectProfile = (selected: Profile) => {
    selection.selectProfile(selected);
    editor.reset();
    setWhatIfFor(null);
    setDrawerOpen(false);
  };

  const selectSemester = (semesterId: string) => {
    if (semesterId === semester?.id) return;
    selection.showSemester(semesterId);
    if (editor.editing) editor.reset();
  };

  const { addSemester, deleteSemester, renameSemester } = semesterActions({
    semesters,
    semester,
    save,
    showToast,
    showSemester: selection.showSemester,
    semesterDeleted: editor.semesterDeleted,
    limits: textsIn(language.bundle, limitTexts),
  });

  const toastStack = <ToastStack toasts={toasts} onDismiss={dismissToast} />;
  // Under `readonly` with one profile (a public link's page, a read-only embed) the drawer would
  // offer nothing to choose or do: the profile's name shows as text, not as a selector.
  const nothingToChoose = readOnlyAttribute === true && listed.length <= 1;
  return (
    <WidgetBase
      title={texts.title}
      hideTitle={hideTitle}
      className="gpa-calculator"
      busy={firstScreen}
    >
      {!drawerOpen && toastStack}
      {/* The subtitle belongs to the title: a page that shows its own heading shows its own subtitle. */}
      {!hideTitle && <p className="gpa-calculator__subtitle">{texts.subtitle}</p>}
      {snapshot === null ? (
        <p className="gpa-calculator__loading" role="status">
          {texts.loading}
        </p>
      ) : (
        <>
          <CalculatorBar
            profile={profile}
            nothingToChoose={nothingToChoose}
            readOnly={readOnly}
            plans={Boolean(profile) && sharedProfile?.loaded !== false}
            marks={scale.grades.some(({ marks }) => marks)}
            saving={snapshot.saving}
            onOpenDrawer={() => setDrawerOpen(true)}
            onOpenPlan={() => setPlanOpen(true)}
            onOpenMarks={() => setMarksOpen(true)}
          />
          {/* A shared profile loads once selected (the store follows only that one). */}
          {sharedProfile && !sharedProfile.loaded ? (
            <p className="gpa-calculator__loading" role="status">
              <ProfileName profile={sharedProfile} say={texts.loadingShared} />
            </p>
          ) : (
            <>
              <GpaSummary
                cgpa={cgpa}
                maximum={scaleMaximum(figures.scale)}
                semesters={figures.semesters.length}
                subjects={numbers.subjectsCounted}
                credits={numbers.creditsCounted}
                backlogs={backlogs}
              />
              {profile && (
                <ScalePicker
                  scale={scale}
                  semesters={semesters}
                  readOnly={readOnly || lockScale}
                  onChange={(edit) => void save(edit)}
                  showToast={showToast}
                />
              )}
              {profile && whatIfFor === profile.id ? (
                <OnDemand
                  load={loadWhatIf}
                  props={{
                    semesters: figures.semesters,
                    scale: figures.scale,
                    numbers,
                    save: readOnly ? undefined : save,
                    onClose: () => setWhatIfFor(null),
                    showToast,
                  }}
                  onFailure={closeUnreached(showToast, () => setWhatIfFor(null))}
                />
              ) : readOnly ? (
                <InHtml
                  load={loadReadOnlyView}
                  props={{
                    semesters: figures.semesters,
                    scale: figures.scale,
                    gpas,
                    attempts,
                    sharedBy: sharedProfile ? sharedProfile.ownerEmail : undefined,
                    copying: copyable ? { ...copyable, showToast } : undefined,
                  }}
                  shows={() =>
                    shownJson(
                      figures.semesters,
                      figures.scale,
                      sharedProfile?.ownerEmail,
                      !copyable,
                    )
                  }
                />
              ) : (
                <>
                  {profile && (
                    <SemesterTabs
                      semesters={semesters}
                      gpas={gpas}
                      selectedId={semester?.id ?? null}
                      onSelect={selectSemester}
                      onAdd={() => void addSemester()}
                      onDelete={(deleted) => void deleteSemester(deleted)}
                      onRename={(renamed, name) => void renameSemester(renamed, name)}
                      showToast={showToast}
                    />
                  )}
                  {/* A quick semester (its SGPA entered) takes no subjects. */}
                  {!semester?.entered && (
                    <SubjectForm
                      fields={editor.fields}
                      editing={editor.editing}
                      onSubmit={submitSubject}
                      onCancelEdit={editor.reset}
                      noSemester={!semester}
                      semesterName={semester?.name ?? null}
                      nameInputRef={editor.nameInput}
                      scale={scale}
                    />
                  )}
                  {semester && (
                    <SemesterCard
                      semester={semester}
                      shown={gpas.get(semester.id)!}
                      scale={scale}
                      attempts={attempts}
                      editingSubjectId={editor.editingSubjectId}
                      onEdit={editor.edit}
                      onDelete={(subject) => void editor.remove(subject)}
                      onRetake={(subject) => retake.start(subject, semester.id)}
                      onEnterSgpa={() => setQuickSemesterId(semester.id)}
                      onClearSgpa={() =>
                        void save({
                          type: 'setSemesterEntry',
                          semesterId: semester.id,
                          entered: null,
                        })
                      }
                    />
                  )}
                </>
              )}
              {/* After the subject form, which a phone's first screen must hold. */}
              {profile && whatIfFor !== profile.id && (
                <button
                  type="button"
                  className="button what-if-toggle"
                  part="what-if-toggle"
                  onClick={() => setWhatIfFor(profile.id)}
                  onPointerEnter={() => prefetch(loadWhatIf)}
                  onFocus={() => prefetch(loadWhatIf)}
                >
                  {texts.whatIf}
                </button>
              )}
              <InHtml
                load={loadFigureCards}
                props={{ scale: figures.scale, semesters: figures.semesters, numbers }}
                shows={() => shownJson(figures.scale, figures.semesters, numbers)}
              />
              <ShowWorking
                mode={working}
                input={numbers.cgpa === null ? null : workingInput}
                load={loadWorking}
                showToast={showToast}
              />
              <InHtml
                load={loadProfileTransfer}
                props={{
                  profile,
                  profiles: own,
                  readonly: readOnlyAttribute === true,
                  onImport: async (imported: Profile[]) => {
                    await store.importProfiles(imported);
                  },
                  onMessage: showToast,
                }}
                shows={() =>
                  shownJson(profile !== null, own.length > 0, readOnlyAttribute === true)
                }
              />
            </>
          )}
        </>
      )}
      {quickSemester && (
        <OnDemand
          load={loadQuickSgpaDialog}
          props={{
            semester: quickSemester,
            scale,
            onSave: (entered: EnteredSgpa) => {
              setQuickSemesterId(null);
              void save({ type: 'setSemesterEntry', semesterId: quickSemester.id, entered });
            },
            onCancel: () => setQuickSemesterId(null),
          }}
          onFailure={closeUnreached(showToast, () => setQuickSemesterId(null))}
        />
      )}
      {retake.target && (
        <OnDemand
          load={loadRetakeDialog}
          props={{
            subject: retake.target.subject,
            semesterId: retake.target.semesterId,
            semesters,
            scale,
            onSave: retake.record,
            onCancel: retake.cancel,
          }}
          onFailure={closeUnreached(showToast, () => retake.cancel())}
        />
      )}
      {planOpen && (
        <OnDemand
          load={loadPlanDialog}
          props={{
            scale: figures.scale,
            semesters: figures.semesters,
            cgpa: numbers.cgpa,
            onClose: () => setPlanOpen(false),
          }}
          onFailure={closeUnreached(showToast, () => setPlanOpen(false))}
        />
      )}
      {marksOpen && (
        <OnDemand
          load={loadMarksTools}
          props={{ scale, showToast, onClose: () => setMarksOpen(false) }}
          onFailure={closeUnreached(showToast, () => setMarksOpen(false))}
        />
      )}
      {drawerOpen && snapshot && (
        <OnDemand
          load={loadProfileDrawer}
          props={{
            store,
            own,
            sharedWithMe,
            damaged: snapshot.damagedProfiles,
            moreSharedWithMe: snapshot.moreSharedWithMe,
            outgoingShares: snapshot.outgoingShares,
            publicLinks: snapshot.publicLinks,
            currentId: profileId,
            readOnly: readOnlyAttribute === true,
            newScale,
            showToast,
            onSelect: selectProfile,
            onClose: () => setDrawerOpen(false),
            toasts: toastStack,
          }}
          onFailure={closeUnreached(showToast, () => setDrawerOpen(false))}
        />
      )}
    </WidgetBase>
  );
}
