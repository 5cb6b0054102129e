import { createRequire } from 'node:module';
import path from 'node:path';

type Validate = (
  resume: unknown,
  callback: (
    errors: { message: string; path: string }[] | null,
    result?: { valid: boolean },
  ) => void,
) => void;

// For tests and tools: JSON Resume 1.0's own package (a dev dependency), schema and validator.
const { validate } = createRequire(path.resolve('package.json'))('resume-schema') as {
  validate: Validate;
};

/** What the published JSON Resume 1.0 schema finds wrong with `resume`: none when it is valid. */
export const schemaErrors = (resume: unknown) =>
  new Promise<string[]>((resolve) =>
    validate(resume, (errors) => resolve((errors ?? []).map((e) => `${e.path}: ${e.message}`))),
  );
