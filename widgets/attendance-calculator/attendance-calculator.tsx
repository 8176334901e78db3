import { useId, useState } from 'react';
import { dateText, dayOf, dayOfIso } from '#core/attendance/calendar.ts';
import type { AttendanceRules, AttendanceSheet } from '#core/attendance/sheet.ts';
import { DEFAULT_RULES, MAX_SUBJECTS, blankSheet, blankSubject } from '#core/attendance/sheet.ts';
import type { Standing } from '#core/attendance/sheet-outcome.ts';
import { sheetOutcome } from '#core/attendance/sheet-outcome.ts';
import { attendanceInputs } from '#core/attendance/sheet-inputs.ts';
import type { AttendanceStore } from '#core/attendance/store.ts';
import { attendanceFormTexts } from '#core/attendance/form-texts.ts';
import { attendanceTexts, percentText, sheetSummary } from '#core/attendance/texts.ts';
import { CopyButton } from '#ui/copy-button.tsx';
import { useAttributeInputs } from '#ui/element/use-attribute-inputs.ts';
import { useResultChange } from '#ui/element/use-result-change.ts';
import { WidgetBase } from '#ui/element/widget-base.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { ToastStack } from '#ui/toast/toast-stack.tsx';
import { useToasts } from '#ui/toast/use-toasts.ts';
import { ShowWorking, workingLoader } from '#ui/working/show-working.tsx';
import { rulesLine } from './rules/rules-line';
import { loadRulesFields, loadSemesterFields } from './sheet-parts';
import { SheetSection } from './sheet/sheet-section';
import { SheetTransfer } from './sheet/sheet-transfer';
import { useKeptSheet } from './sheet/use-kept-sheet';
import { StandingView } from './subjects/standing-view';
import { SubjectCard } from './subjects/subject-card';

type WorkingInput = { sheet: AttendanceSheet; today: number };

const loadWorking = workingLoader<WorkingInput>(() =>
  import('#core/attendance/working.ts').then(
    ({ attendanceWorking }) =>
      ({ sheet, today }: WorkingInput, language) =>
        attendanceWorking(sheet, today, language),
  ),
);

/** A standing as the result-change event gives it. */
export interface AttendanceStandingDetail {
  /** As shown, to 2 decimals ('74.46'); empty before any class is held. */
  percentage: string;
  state: Standing['state'];
}

export interface AttendanceCalculatorDetail {
  /** Each subject worked out, in order; null for one not worked out (a count missing or wrong). */
  subjects: ((AttendanceStandingDetail & { name: string }) | null)[];
  /** All subjects together, where the college counts them so. */
  overall: AttendanceStandingDetail | null;
}

export interface AttendanceCalculatorProps {
  required?: string;
  rounding?: string;
  condonation?: string;
  leaveLimit?: string;
  perSubject?: boolean;
  overall?: boolean;
  lockRules?: boolean;
  held?: string;
  attended?: string;
  storageKey?: string;
  /** The account's store (a property, not an attribute); without it, the device keeps the sheet. */
  store?: AttendanceStore;
  urlInputs?: string;
  hideTitle?: boolean;
  working?: string;
  onResultChange?: (detail: AttendanceCalculatorDetail) => void;
}

type RuleAttributes = Pick<
  AttendanceCalculatorProps,
  'required' | 'rounding' | 'condonation' | 'leaveLimit' | 'perSubject' | 'overall'
>;

/** The rules the attributes give, the defaults where they give none. */
const rulesOf = (props: RuleAttributes): AttendanceRules => ({
  required: props.required ?? DEFAULT_RULES.required,
  rounding: props.rounding === 'whole' ? 'whole' : 'exact',
  condonation: props.condonation ?? '',
  leaveLimit: props.leaveLimit ?? '',
  perSubject: props.perSubject ?? false,
  overall: props.overall ?? false,
});

/** The sheet the attributes start: their rules, and `held` and `attended` in the first subject. */
function sheetOf(props: AttendanceCalculatorProps): AttendanceSheet {
  const sheet = blankSheet(rulesOf(props));
  sheet.subjects[0] = { ...blankSubject(), held: props.held ?? '', attended: props.attended ?? '' };
  return sheet;
}

/** Today on the student's own calendar. */
function todayHere(): number {
  const now = new Date();
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
}

const detailOf = (standing: Standing): AttendanceStandingDetail => ({
  percentage: standing.percentage === null ? '' : percentText(standing.percentage),
  state: standing.state,
});

/**
 * Attendance Calculator: where a student stands in each subject against the college's
 * requirement, what she may miss or must attend, and what the classes to come allow.
 */
export function AttendanceCalculator(props: AttendanceCalculatorProps) {
  const {
    held,
    attended,
    storageKey,
    store,
    urlInputs,
    hideTitle,
    working,
    lockRules,
    onResultChange,
  } = props;
  const texts = useTexts(attendanceFormTexts);
  const sheetTexts = useTexts(attendanceTexts);
  const digits = useDigits();
  const { toasts, showToast, dismissToast } = useToasts();
  const id = useId();
  const [today] = useState(todayHere);
  const given = held !== undefined || attended !== undefined;
  const kept = useKeptSheet({
    initial: () => sheetOf(props),
    store,
    storageKey,
    given,
    // Said once when an edit is not kept: the browser keeps nothing, or the account refused it
    // (offline long enough, signed out).
    onNotKept: (where) =>
      showToast('warning', where === 'device' ? texts.notSavedDevice : texts.notSavedAccount),
  });
  const { sheet, edit } = kept;
  const fixedRules = lockRules ? rulesOf(props) : null;
  const shown: AttendanceSheet = fixedRules ? { ...sheet, rules: fixedRules } : sheet;
  const ruleAttributes: RuleAttributes & Pick<AttendanceCalculatorProps, 'held' | 'attended'> = {
    required: props.required,
    rounding: props.rounding,
    condonation: props.condonation,
    leaveLimit: props.leaveLimit,
    perSubject: props.perSubject,
    overall: props.overall,
    held,
    attended,
  };
  useAttributeInputs({
    attributes: ruleAttributes,
    adopt: () => kept.replace((current) => ({ ...sheetOf(props), semester: current.semester })),
    urlInputs,
    codec: attendanceInputs,
    inputs: shown,
    apply: kept.applyLink,
  });

  // Cheap even at its largest (30 subjects, a year of days each): worked out every render.
  const outcome = sheetOutcome(shown, today);
  const invalid = outcome.kind === 'invalid' ? outcome : null;
  const standings =
    outcome.kind === 'subjects'
      ? outcome.subjects.map((one) => (one.kind === 'standing' ? one.standing : null))
      : shown.subjects.map(() => null);
  const overall = outcome.kind === 'subjects' ? outcome.overall : null;
  const lastDay = dayOfIso(shown.semester.lastDay);
  const summary = sheetSummary(
    shown.subjects.map(({ name }) => name),
    standings,
    overall,
    sheetTexts,
  );
  useResultChange<AttendanceCalculatorDetail>(
    {
      subjects: standings.map((standing, index) =>
        standing === null
          ? null
          : { name: shown.subjects[index]!.name.trim(), ...detailOf(standing) },
      ),
      overall: overall && detailOf(overall),
    },
    onResultChange,
    { key: (detail) => JSON.stringify(detail) },
  );

  const setSubject = (index: number) => (subject: AttendanceSheet['subjects'][number]) =>
    edit({ ...shown, subjects: shown.subjects.map((one, at) => (at === index ? subject : one)) });
  return (
    <WidgetBase title={texts.title} hideTitle={hideTitle} className="attendance">
      {kept.loading ? (
        <p part="loading" className="attendance__notice" role="status">
          {texts.loading}
        </p>
      ) : (
        <>
          {kept.problem && (
            <p part="notice" className="attendance__notice">
              {texts[kept.problem]}
            </p>
          )}
          {kept.fromLink && (
            <p part="notice" className="attendance__notice">
              {texts.fromLink}{' '}
              <button type="button" className="button" part="keep-linked" onClick={kept.keepLinked}>
                {texts.keepLinked}
              </button>
            </p>
          )}
          <ol part="subjects" className="attendance__subjects" aria-label={texts.subjectsList}>
            {shown.subjects.map((subject, index) => (
              <SubjectCard
                // Subjects have no ids: a removed one takes its fields with it, in place.
                key={index}
                id={`${id}-${index}`}
                index={index}
                subject={subject}
                outcome={outcome.kind === 'subjects' ? outcome.subjects[index]! : { kind: 'blank' }}
                rules={shown.rules}
                onChange={setSubject(index)}
                onRemove={
                  shown.subjects.length > 1
                    ? () =>
                        edit({ ...shown, subjects: shown.subjects.filter((_, at) => at !== index) })
                    : undefined
                }
              />
            ))}
          </ol>
          <div className="attendance__actions">
            <button
              type="button"
              className="button"
              part="add-subject"
              disabled={shown.subjects.length >= MAX_SUBJECTS}
              onClick={() => edit({ ...shown, subjects: [...shown.subjects, blankSubject()] })}
            >
              {texts.addSubject}
            </button>
            <CopyButton text={summary && digits(summary)} showToast={showToast} />
            {!given && <SheetTransfer sheet={shown} onImport={kept.adopt} showToast={showToast} />}
          </div>
          {overall && (
            <section
              part="overall"
              className="attendance__overall"
              aria-label={texts.allTogether}
              aria-live="polite"
            >
              <h3>{texts.allTogether}</h3>
              <StandingView standing={overall} part="overall-standing" />
            </section>
          )}
          {fixedRules ? (
            <p part="fixed-rules" className="attendance__fixed-rules">
              {digits(texts.fixedRules(rulesLine(fixedRules, texts)))}
            </p>
          ) : (
            <SheetSection
              id={id}
              section="rules"
              summary={digits(texts.rules(rulesLine(shown.rules, texts)))}
              value={shown.rules}
              invalid={invalid}
              onChange={(rules) => edit({ ...shown, rules })}
              load={loadRulesFields}
              showToast={showToast}
            />
          )}
          <SheetSection
            id={id}
            section="semester"
            summary={digits(texts.semester(lastDay === null ? null : dateText(lastDay)))}
            value={shown.semester}
            invalid={invalid}
            onChange={(semester) => edit({ ...shown, semester })}
            load={loadSemesterFields}
            showToast={showToast}
          />
          <ShowWorking
            mode={working}
            input={summary === null ? null : { sheet: shown, today }}
            load={loadWorking}
            showToast={showToast}
          />
        </>
      )}
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
    </WidgetBase>
  );
}
