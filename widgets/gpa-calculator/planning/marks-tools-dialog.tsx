import { useId, useRef, useState } from 'react';
import type { EndSemesterTexts } from '#core/gpa/scales/end-semester.ts';
import {
  ENDSEM_PROMPT,
  endSemesterNeeds,
  readEndSemester,
  splitTexts,
} from '#core/gpa/scales/end-semester.ts';
import { endSemesterWorking } from '#core/gpa/scales/end-semester-working.ts';
import { endSemesterAssumptions, needLines } from '#core/gpa/scales/end-semester-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { marksBands } from '#core/gpa/scales/marks-bands.ts';
import { presetExam } from '#core/gpa/scales/presets/preset-scales.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { WorkingView } from '#ui/working/working-view.tsx';
import { MarksToGrade } from './marks-to-grade';
import css from './marks-tools.css?inline';
import planCss from './plan-dialog.css?inline';
import { Field, Result } from './tool-fields';

export interface MarksToolsDialogProps {
  scale: GradeScale;
  showToast: ToastApi['showToast'];
  onClose: () => void;
}

/**
 * The marks tools, loaded when first asked for (gpa-calculator.tsx): marks to grade, and the marks
 * each grade needs in the end-semester exam, on the profile's scale's marks bands, with their
 * working. Like Plan ahead, it reads the scale and writes nothing. The working sits in a native
 * <details> with the renderer imported here, not behind ShowWorking: importing ShowWorking (part
 * of the first render) from this part made the site's bundler split it into a chunk of its own,
 * and the GPA page 0.5 kB heavier before any input.
 */
export function MarksToolsDialog({ scale, showToast, onClose }: MarksToolsDialogProps) {
  const first = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open
      title="Marks tools"
      initialFocus={first}
      onCancel={onClose}
      className="dialog plan-dialog marks-tools"
    >
      <PartStyles css={planCss} />
      <PartStyles css={css} />
      <MarksToGrade scale={scale} inputRef={first} />
      {marksBands(scale).length > 0 && <EndSemester scale={scale} showToast={showToast} />}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

const FIELDS: { key: keyof EndSemesterTexts; label: (texts: EndSemesterTexts) => string }[] = [
  { key: 'obtained', label: ({ internal }) => `Internal marks obtained${outOf(internal)}` },
  { key: 'internal', label: () => 'Internal maximum' },
  { key: 'external', label: () => 'End-semester maximum' },
  { key: 'paper', label: () => 'Paper written out of (blank: the same)' },
  { key: 'minExternal', label: ({ external }) => `Minimum in the exam${outOf(external)}, if any` },
];

/** ' (out of 30)' where the maximum reads as a number. */
function outOf(text: string): string {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? ` (out of ${trimmed})` : '';
}

/** Marks needed in the end-semester exam, for each grade with a band. */
function EndSemester({ scale, showToast }: Pick<MarksToolsDialogProps, 'scale' | 'showToast'>) {
  const resultId = useId();
  const workingId = useId();
  // The preset's split only for the preset itself, not for a custom scale that reuses its id.
  const exam = presetExam(scale);
  const [texts, setTexts] = useState<EndSemesterTexts>(() => ({
    ...splitTexts(exam),
    obtained: '',
  }));
  const { input, refused } = readEndSemester(texts);
  const messages = FIELDS.flatMap(({ key }) => refused[key] ?? []);
  return (
    <section className="plan-dialog__section">
      <h3 className="plan-dialog__heading">Marks needed in the end-semester exam</h3>
      <p className="plan-dialog__note">
        {exam
          ? `The split starts at your university's: ${exam.internal} internal + ${exam.external} end-semester.`
          : "Enter your course's split of marks: your syllabus or scheme gives it."}
      </p>
      <div className="marks-tools__fields">
        {FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            label={label(texts)}
            value={texts[key]}
            onChange={(value) => setTexts({ ...texts, [key]: value })}
            mode={key === 'obtained' || key === 'minExternal' ? 'decimal' : 'numeric'}
            invalid={refused[key] !== undefined}
            describedBy={resultId}
          />
        ))}
      </div>
      <Result id={resultId}>
        {messages.length > 0 ? (
          messages.map((message) => <p key={message}>{message}</p>)
        ) : input === null ? (
          <p>{ENDSEM_PROMPT}</p>
        ) : (
          <ul className="marks-tools__needs">
            {endSemesterNeeds(scale, input).map((need) => {
              const [head, detail] = needLines(need, input.split);
              return (
                <li key={need.band.grade.code} className={`marks-tools__need--${need.state}`}>
                  <strong>{head}</strong> {detail}
                </li>
              );
            })}
          </ul>
        )}
      </Result>
      {input &&
        endSemesterAssumptions(input.split).map((note) => (
          <p key={note} className="plan-dialog__note">
            {note}
          </p>
        ))}
      {input && (
        <details className="marks-tools__working">
          <summary>Working</summary>
          <WorkingView
            id={workingId}
            working={endSemesterWorking(scale, input)!}
            showToast={showToast}
          />
        </details>
      )}
    </section>
  );
}
