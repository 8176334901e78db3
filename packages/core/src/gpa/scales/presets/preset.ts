import type { GradeScale } from '../grade-scale';

/**
 * How a university splits a course's marks between continuous (internal) assessment and the
 * end-semester exam, as its regulations give it: the default of the end-semester marks tool.
 */
export interface ExamSplit {
  /** Marks of the internal (continuous) assessment. */
  internal: number;
  /** Marks of the end-semester exam. */
  external: number;
  /** The least marks in the end-semester exam to pass the course, out of `external`. */
  minExternal?: number;
  /**
   * The marks the paper is written out of, where it counts for `external` scaled (a paper written
   * out of 100 counted out of 50); absent where it is written out of `external`.
   */
  paper?: number;
}

/**
 * A preset: a university's scale as data, with what the picker finds it by and what the marks tools
 * start from. Not part of GradeScale, because a custom scale (stored, exported, held to the rules)
 * has none of it.
 */
export interface Preset {
  scale: GradeScale;
  /**
   * What a student may type to find it, besides its name: short forms, the full name, the city and
   * the state ('VTU', 'Visvesvaraya Technological University', 'Belagavi', 'Karnataka').
   */
  findBy: string[];
  exam?: ExamSplit;
  /**
   * What a student should know that the data cannot hold, each a sentence shown with the scale:
   * why there is no percentage line ("UGC's guidelines define grades only: each university sets
   * its own conversion"), a class's condition the calculator does not check ("within eight
   * semesters").
   */
  notes?: string[];
  /**
   * Data found wrong against the university's sources: the preset stays, so that profiles saved on
   * it keep their numbers, but the picker no longer offers it, and a profile on it is offered the
   * corrected preset `by` with what changes (a scale change the student accepts or not).
   */
  retired?: { by: string; why: string };
}
