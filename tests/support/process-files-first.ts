import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest first by the last run's times, larger files first without them), except
 * that the process-level files come before all others: each starts servers and lasts a minute or
 * more, and Vitest would otherwise start them last (projects sort by name), leaving one worker on
 * the cluster load test while the other has nothing left (seen in the PostgreSQL pass of a clean
 * clone: the process files started 300 s in, the stage ended 130 s after the API files).
 */
export class ProcessFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (spec.project.name === 'process' ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
