import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Names every test that passed only on a retry, in a block at the end of the run, and with
 * `failRun` fails the run with them: a retried pass is a failure to investigate, not a pass
 * (CONTRIBUTING.md). The retry still runs, so that the block tells a test that fails now and then
 * from one that fails every time. Added next to the default reporter in the Vitest configs that
 * retry.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly options: { failRun: boolean };

  constructor(options: { failRun: boolean }) {
    this.options = options;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const retried = modules
      .flatMap((module) => [...module.children.allTests()])
      .filter(retriedPass);
    if (retried.length === 0) return;
    const lines = retried.map((test) => {
      const { retryCount } = test.diagnostic()!;
      const project = test.project.name ? `[${test.project.name}] ` : '';
      const tries = retryCount === 1 ? '1 retry' : `${retryCount} retries`;
      return `  ${project}${test.module.relativeModuleId} > ${test.fullName} (passed after ${tries})`;
    });
    console.error(
      [
        '',
        `Passed only on retry: ${retried.length} test${retried.length === 1 ? '' : 's'}${this.options.failRun ? ', which fail the run' : ', to investigate'}:`,
        ...lines,
        '',
      ].join('\n'),
    );
    if (this.options.failRun) process.exitCode = 1;
  }
}

const retriedPass = (test: TestCase) =>
  test.result().state === 'passed' && (test.diagnostic()?.retryCount ?? 0) > 0;
