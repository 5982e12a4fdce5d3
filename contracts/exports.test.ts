/**
 * contracts/ exports zod schemas, the types inferred from them and constants only (issue 17, acceptance 1). The logic
 * shared by web and server lives in domain/, server-only presenters under server/. A function may be exported here
 * only when it is part of building or applying the schemas, and is listed below:
 * - a schema builder: a factory the contracts compose their schemas from (each returns a zod schema; checked here);
 * - a schema rule: the predicate or wire preprocessor a contract schema applies, exported so a form checks one value
 *   exactly as the schema will (each is used by a schema of its own file; checked here).
 * A new exported function or class fails this test until it moves out or is listed with a reason.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** module:name -> sample arguments to build a schema with. */
const SCHEMA_BUILDERS: Record<string, unknown[]> = {
  'envelope:envelope': [z.string()],
  'paging:pageQuery': [['id']],
  'fields:recordId': [],
  'fields:recordIdParam': [],
  'fields:text': [],
  'fields:requiredText': [10],
  'fields:optionalText': [10],
  'fields:optionalDigits': [10],
  'fields:requiredSecret': [10],
  'fields:listValue': [['a']],
  'fields:requiredBoolean': [],
  'fields:requiredLine': [10],
  'fields:optionalLine': [10],
  'calc:wireNumber': [{ min: 0, max: 1 }],
  'calc:optionalWireNumber': [{ min: 0, max: 1 }],
};

/** module:name of the rules a schema applies (see above). */
const SCHEMA_RULES = [
  'calc:fromWire', // the original's wire value ('' and -99 unused, numbers as strings) before wireNumber's check
  'fields:isCleanText', // the text base's refusal of control characters and lone surrogates
  'dashboard:isCalendarDate', // the date filter's value rule
  'projects:isValidProjectName', // the project and position name rule the project form checks as the user types
];

const exportedFunctions = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => `${path.replace(/^\.\/(.+)\.ts$/, '$1')}:${name}`),
);

describe('contracts export schemas, types and constants only', () => {
  it('reads every contracts module', () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['./positions.ts', './calc.ts', './fields.ts']),
    );
    expect(Object.keys(modules).some((path) => path.endsWith('.test.ts'))).toBe(false);
  });

  it('exports no function or class besides the listed schema builders and schema rules', () => {
    const allowed = new Set([...Object.keys(SCHEMA_BUILDERS), ...SCHEMA_RULES]);
    expect(exportedFunctions.filter((name) => !allowed.has(name))).toEqual([]);
  });

  it.each(Object.entries(SCHEMA_BUILDERS))('%s builds a zod schema', (key, args) => {
    const [file, name] = key.split(':') as [string, string];
    const builder = modules[`./${file}.ts`]?.[name];
    expect(typeof builder).toBe('function');
    expect((builder as (...sample: unknown[]) => unknown)(...args)).toBeInstanceOf(z.ZodType);
  });

  it.each(SCHEMA_RULES)('%s is applied by a schema of its own file', (key) => {
    const [file, name] = key.split(':') as [string, string];
    expect(typeof modules[`./${file}.ts`]?.[name]).toBe('function');
    const source = readFileSync(fileURLToPath(new URL(`./${file}.ts`, import.meta.url)), 'utf8');
    const uses = source.match(new RegExp(`\\b${name}\\b`, 'g')) ?? [];
    // The declaration and at least one use (a refine, a preprocess or a rule the schema calls).
    expect(uses.length).toBeGreaterThan(1);
  });
});
