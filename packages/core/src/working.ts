/**
 * The working behind a calculator's answer (issue #16, "Show working"): steps in words and numbers a
 * student can copy into a notebook. Each calculator builds one from its inputs with pure functions;
 * the widgets render it as lists and tables, never as an image, so it reads aloud and copies as text.
 */

export type WorkingStep =
  /** One line: "Integer part: 255 ÷ 2 = 127 remainder 1". */
  | { kind: 'line'; text: string }
  /** Rows of the same computation: a subject per row, a division per row. */
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** A titled group of steps, nested as deep as the method goes (a minor's own expansion). */
  | { kind: 'group'; title: string; steps: WorkingStep[] };

export interface Working {
  steps: WorkingStep[];
  /** The final line, "Determinant = -1.5000": it ends with the result exactly as the calculator shows it. */
  result: { label: string; value: string };
}
