import { useId, useRef, useState } from 'react';
import type { EndSemesterTexts } from '#core/gpa/scales/end-semester.ts';
import { endSemesterNeeds, readEndSemester, splitTexts } from '#core/gpa/scales/end-semester.ts';
import { endSemesterWorking } from '#core/gpa/scales/end-semester-working.ts';
import {
  endSemesterAssumptions,
  marksToolsTexts,
  needLines,
} from '#core/gpa/scales/end-semester-texts.ts';
import type { GradeScale } from '#core/gpa/scales/grade-scale.ts';
import { marksBands } from '#core/gpa/scales/marks-bands.ts';
import { presetExam } from '#core/gpa/scales/presets/preset-scales.ts';
import { Modal } from '#ui/dialog/modal.tsx';
import { PartStyles } from '#ui/element/part-styles.tsx';
import { useDigits, useTexts } from '#ui/language/language.ts';
import { uiTexts } from '#ui/language/ui-texts.ts';
import type { ToastApi } from '#ui/toast/use-toasts.ts';
import { WorkingView } from '#ui/working/working-view.tsx';
import { gpaTexts } from '../gpa-calculator-texts';
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
  const title = useTexts(gpaTexts).marks;
  const { close } = useTexts(uiTexts);
  const first = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open
      title={title}
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
          {close}
        </button>
      </div>
    </Modal>
  );
}

type Words = typeof marksToolsTexts.en;

/** A maximum as typed, where it reads as a number; else null. */
function most(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? trimmed : null;
}

/** The form's fields in order, each labelled from what the others hold. */
const FIELDS: {
  key: keyof EndSemesterTexts;
  label: (words: Words, texts: EndSemesterTexts) => string;
}[] = [
  { key: 'obtained', label: (words, { internal }) => words.obtained(most(internal)) },
  { key: 'internal', label: (words) => words.internal },
  { key: 'external', label: (words) => words.external },
  { key: 'paper', label: (words) => words.paper },
  { key: 'minExternal', label: (words, { external }) => words.minimum(most(external)) },
];

/** Marks needed in the end-semester exam, for each grade with a band. */
function EndSemester({ scale, showToast }: Pick<MarksToolsDialogProps, 'scale' | 'showToast'>) {
  const words = useTexts(marksToolsTexts);
  const { working } = useTexts(uiTexts);
  const digits = useDigits();
  const resultId = useId();
  const workingId = useId();
  // The preset's split only for the preset itself, not for a custom scale that reuses its id.
  const exam = presetExam(scale);
  const [texts, setTexts] = useState<EndSemesterTexts>(() => ({
    ...splitTexts(exam),
    obtained: '',
  }));
  const { input, refused } = readEndSemester(texts, words);
  const messages = FIELDS.flatMap(({ key }) => refused[key] ?? []);
  return (
    <section className="plan-dialog__section">
      <h3 className="plan-dialog__heading">{words.heading}</h3>
      <p className="plan-dialog__note">
        {exam ? digits(words.presetSplit(exam.internal, exam.external)) : words.enterSplit}
      </p>
      <div className="marks-tools__fields">
        {FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            label={digits(label(words, texts))}
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
          messages.map((message) => <p key={message}>{digits(message)}</p>)
        ) : input === null ? (
          <p>{words.prompt}</p>
        ) : (
          <ul className="marks-tools__needs">
            {endSemesterNeeds(scale, input).map((need) => {
              const [head, detail] = needLines(need, input.split, words);
              return (
                <li key={need.band.grade.code} className={`marks-tools__need--${need.state}`}>
                  <strong translate="no">{head}</strong> {digits(detail)}
                </li>
              );
            })}
          </ul>
        )}
      </Result>
      {input &&
        endSemesterAssumptions(input.split, words).map((note) => (
          <p key={note} className="plan-dialog__note">
            {digits(note)}
          </p>
        ))}
      {input && (
        <details className="marks-tools__working">
          <summary>{working}</summary>
          <WorkingView
            id={workingId}
            working={endSemesterWorking(scale, input, words)!}
            showToast={showToast}
          />
        </details>
      )}
    </section>
  );
}
