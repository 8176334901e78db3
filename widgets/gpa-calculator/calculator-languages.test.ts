import { describeLanguage } from '#ui/testing/language-testing.ts';
import { settle, shadow, shadowAll, toastMessages, until } from '#ui/testing/widget-testing.ts';
import { gpaTexts } from './gpa-calculator-texts';
import { gpaCalculatorWidget } from './gpa-calculator.widget';
import {
  KEPT_IN_LATIN,
  addSubjectIn,
  bundleOf,
  dialog,
  press,
  present,
} from './in-language-testing';

// The GPA calculator in each language: every screen a student meets, driven by the language's own
// words (its bundle), with no English left on any, in the narrowest column.

describeLanguage(gpaCalculatorWidget, {
  html: '<gpa-calculator storage-key="gpa-in-languages"></gpa-calculator>',
  allowed: KEPT_IN_LATIN,
  title: gpaTexts,
  screens: async (element, look, locale) => {
    const T = bundleOf(locale);
    const semesters = T['gpa-semesters'];
    const cancel = T.ui.cancel;
    const addSubject = (name: string, grade: number) => addSubjectIn(T, element, name, grade);
    await until(() => present(element, "[part~='summary']"), 'the profile');
    await settle();
    look('first screen');

    await press(element, semesters.addSubject);
    await until(() => toastMessages(element).length > 0, 'the refusal');
    look('an empty subject refused');

    await addSubject('गणित', 1);
    await addSubject('भौतिकी', -1);
    await until(() => shadowAll(element, "[part~='subject']").length === 2, 'two subjects');
    look('two subjects, one failed, and the cards below');

    shadow(element, '[part="working-toggle"]').click();
    await until(() => present(element, '[part="working-result"]'), 'the working');
    look('the working');

    await press(element, semesters.editNamed('गणित'));
    look('a subject being edited');
    await press(element, cancel, shadow(element, "[part~='subject-form']"));
    await press(element, semesters.deleteNamed('भौतिकी'));
    await until(() => toastMessages(element).length > 0, 'the undo');
    look('a subject deleted, with undo');

    shadow(element, '[part~="add-semester"]').click();
    await until(() => shadowAll(element, "[part~='semester-tab']").length === 2, 'semester 2');
    look('a second semester');
    shadowAll(element, "[part~='semester-tab']").at(-1)!.click();
    await settle();
    await press(element, semesters.enterSgpa);
    const quick = await dialog(element);
    look('the quick SGPA dialog');
    await press(element, cancel, quick);

    shadow(element, '[part~="what-if-toggle"]').click();
    await until(() => present(element, '[part~="what-if"]'), 'what if');
    look('what if');
    shadow(element, '[part~="what-if-discard"]').click();
    await settle();

    shadow(element, '[part~="plan"]').click();
    const plan = await dialog(element, T.gpa.plan);
    look('the plan');
    await press(element, T.ui.close, plan);

    shadow(element, '[part~="profile-selector"]').click();
    const drawer = await dialog(element, T['gpa-drawer'].profiles);
    look('the profiles');
    await press(element, T.ui.close, drawer);

    await press(element, T['gpa-scale'].change);
    await dialog(element);
    look('the scales');
  },
});
