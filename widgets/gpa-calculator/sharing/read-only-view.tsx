import copyIcon from 'shoelace-icons/copy.svg?raw';
import { formatPoints } from '#core/gpa/gpa.ts';
import type { ShownSemester } from '#core/gpa/gpa-detail.ts';
import type { Semester } from '#core/gpa/model.ts';
import type { GpaSharing } from '#core/gpa/store.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import type { AttemptView } from '#core/gpa/scales/scale-view.ts';
import { DataTable } from '../data-table';
import { AttemptBadges, gradeCode, SemesterSection } from '../semesters/semester-view';
import { Icon } from '#ui/icon.tsx';
import { useDigits, useLanguage, useTexts } from '#ui/language/language.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { copyShownProfile } from './copy-shown';
import { readOnlyTexts } from './read-only-texts';
import { SharedBy } from './shared-by';

/** What the tables show of the profile's scale: grade codes, GPAs and attempts. */
interface ScaleFacts {
  scale: GradeScale;
  gpas: ReadonlyMap<string, ShownSemester>;
  attempts: ReadonlyMap<string, AttemptView>;
}

export interface ReadOnlyViewProps extends ScaleFacts {
  semesters: readonly Semester[];
  /** For a profile shared with the user: the owner's e-mail, or null when the share lacks it. */
  sharedBy?: string | null;
  /**
   * The share whose profile 'Copy to My Profiles' copies into the user's own (read-only shares,
   * SPEC §6); absent where not allowed. The copy's code comes with these tables, not the first screen.
   */
  copying?: { sharing: GpaSharing; shareId: string; showToast: ToastApi['showToast'] };
}

/** One semester as a table: its name and GPA above, a row per subject. */
function SemesterTable({ semester, scale, gpas, attempts }: ScaleFacts & { semester: Semester }) {
  const texts = useTexts(readOnlyTexts);
  const digits = useDigits();
  return (
    <SemesterSection semester={semester} shown={gpas.get(semester.id)!} part="semester-table">
      <DataTable
        className="subject-table"
        columns={[texts.subject, texts.grade, texts.credits, texts.points]}
        rows={semester.subjects.map((subject) => ({
          key: subject.id,
          // The student's subject and the grade as the scale's grade card prints it: data.
          cells: [
            <>
              <span translate="no">{subject.subjectName}</span>
              <AttemptBadges view={attempts.get(subject.id)} />
            </>,
            <span translate="no">{gradeCode(scale, subject)}</span>,
            digits(String(subject.credit)),
            digits(formatPoints(subject)),
          ],
        }))}
      />
    </SemesterSection>
  );
}

/**
 * A profile the user may only read (SPEC §6), shown as what it is rather than as a disabled
 * editor: who shared it and the copy action, then every semester as a table.
 */
export function ReadOnlyView({ semesters, sharedBy, copying, ...facts }: ReadOnlyViewProps) {
  const texts = useTexts(readOnlyTexts);
  const language = useLanguage();
  return (
    <div className="read-only-view" part="read-only-view">
      {(sharedBy !== undefined || copying) && (
        <div className="read-only-view__source">
          {sharedBy !== undefined && (
            <p className="read-only-view__owner">
              <SharedBy owner={sharedBy} />
            </p>
          )}
          {copying && (
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void copyShownProfile(copying.sharing, copying.shareId, language, copying.showToast)
              }
            >
              <Icon svg={copyIcon} />
              {texts.copyToMine}
            </button>
          )}
        </div>
      )}
      {semesters.length === 0 ? (
        <p className="empty" part="empty">
          {texts.noSemesters}
        </p>
      ) : (
        semesters.map((semester) => (
          <SemesterTable key={semester.id} semester={semester} {...facts} />
        ))
      )}
    </div>
  );
}
