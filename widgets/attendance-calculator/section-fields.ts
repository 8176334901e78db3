// The fields of both closed sections, one chunk (sheet-parts.ts): their words are one module.
export { RulesFields } from './rules/rules-fields';
export { SemesterFields } from './semester/semester-fields';
