import { useId, useState } from 'react';
import { dayOf } from '#core/attendance/calendar.ts';
import type { AttendanceRules, AttendanceSheet } from '#core/attendance/sheet.ts';
import { DEFAULT_RULES, MAX_SUBJECTS, blankSheet, blankSubject } from '#core/attendance/sheet.ts';
import type { Standing } from '#core/attendance/sheet-outcome.ts';
import { sheetOutcome } from '#core/attendance/sheet-outcome.ts';
import { attendanceInputs } from '#core/attendance/sheet-inputs.ts';
import type { AttendanceStore } from '#core/attendance/store.ts';
import { percentText, sheetSummary } from '#core/attendance/texts.ts';
import { CopyButton } from '#ui/copy-button.tsx';
import { useAttributeInputs } from '#ui/element/use-attribute-inputs.ts';
import { useResultChange } from '#ui/element/use-result-change.ts';
import { WidgetBase } from '#ui/element/widget-base.tsx';
import { ToastStack } from '#ui/toast/toast-stack.tsx';
import { useToasts } from '#ui/toast/use-toasts.ts';
import { ShowWorking, workingLoader } from '#ui/working/show-working.tsx';
import { RulesFields, rulesLine } from './rules/rules-fields';
import { SemesterFields } from './semester/semester-fields';
import { NOT_SAVED_MESSAGE } from './sheet/device-sheet';
import { SheetTransfer } from './sheet/sheet-transfer';
import { useKeptSheet } from './sheet/use-kept-sheet';
import { StandingView } from './subjects/standing-view';
import { SubjectCard } from './subjects/subject-card';

const loadWorking = workingLoader<{ sheet: AttendanceSheet; today: number }>(() =>
  import('#core/attendance/working.ts').then(
    ({ attendanceWorking }) =>
      ({ sheet, today }: { sheet: AttendanceSheet; today: number }) =>
        attendanceWorking(sheet, today),
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

/** Said once when the account does not take an edit (offline long enough, signed out). */
export const NOT_SAVED_IN_ACCOUNT_MESSAGE =
  'Your attendance could not be saved to your account. It is kept on this page; check your connection.';

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
  const { toasts, showToast, dismissToast } = useToasts();
  const id = useId();
  const [today] = useState(todayHere);
  const given = held !== undefined || attended !== undefined;
  const kept = useKeptSheet({
    initial: () => sheetOf(props),
    store,
    storageKey,
    given,
    onNotKept: (where) =>
      showToast('warning', where === 'device' ? NOT_SAVED_MESSAGE : NOT_SAVED_IN_ACCOUNT_MESSAGE),
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
  const summary = sheetSummary(
    shown.subjects.map(({ name }) => name),
    standings,
    overall,
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
    <WidgetBase title="Attendance Calculator" hideTitle={hideTitle} className="attendance">
      {kept.loading ? (
        <p part="loading" className="attendance__notice" role="status">
          Loading your attendance from your account…
        </p>
      ) : (
        <>
          {kept.problem && (
            <p part="notice" className="attendance__notice">
              {kept.problem}
            </p>
          )}
          {kept.fromLink && (
            <p part="notice" className="attendance__notice">
              These subjects came from a link. Your own, saved on this device, are kept until you
              save these in their place.{' '}
              <button type="button" className="button" part="keep-linked" onClick={kept.keepLinked}>
                Save these instead
              </button>
            </p>
          )}
          <ol part="subjects" className="attendance__subjects" aria-label="Subjects">
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
              Add subject
            </button>
            <CopyButton text={summary} showToast={showToast} />
            {!given && <SheetTransfer sheet={shown} onImport={kept.adopt} showToast={showToast} />}
          </div>
          {overall && (
            <section
              part="overall"
              className="attendance__overall"
              aria-label="All subjects together"
              aria-live="polite"
            >
              <h3>All subjects together</h3>
              <StandingView standing={overall} part="overall-standing" />
            </section>
          )}
          {fixedRules ? (
            <p part="fixed-rules" className="attendance__fixed-rules">
              Rules set by this site: {rulesLine(fixedRules)}.
            </p>
          ) : (
            <RulesFields
              id={id}
              value={shown.rules}
              invalid={invalid}
              onChange={(rules) => edit({ ...shown, rules })}
            />
          )}
          <SemesterFields
            id={id}
            value={shown.semester}
            invalid={invalid}
            onChange={(semester) => edit({ ...shown, semester })}
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
