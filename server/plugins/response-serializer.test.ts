import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileAnswerWriter, REFUSED } from './answer-writer';
import { oneWayPart, responseSerializer, type ResponseCheck } from './response-serializer';

const compile = (schema: z.ZodType, check: ResponseCheck = 'shape') =>
  (
    responseSerializer(check) as (route: {
      schema: unknown;
      method: string;
      url: string;
    }) => (data: unknown) => string
  )({
    schema,
    method: 'GET',
    url: '/api/x',
  });

describe('the response serializer', () => {
  const Answer = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()).optional() });

  it('writes a valid answer as JSON, cut to its schema (unknown keys never go out)', () => {
    const write = compile(Answer);
    expect(write({ id: 1, name: 'AHU', passwordHash: 'secret' })).toBe('{"id":1,"name":"AHU"}');
    expect(write({ id: 2, name: 'B', tags: ['x'] })).toBe('{"id":2,"name":"B","tags":["x"]}');
  });

  it('refuses an answer that breaks its schema (a 500 through the error handler, never a wrong answer)', () => {
    // A missing key or a value of another kind: refused by the walk, then by zod's parse.
    expect(() => compile(Answer)({ id: 1 })).toThrow(ResponseSerializationError);
    expect(() => compile(Answer)({ id: '1', name: 'AHU' })).toThrow(ResponseSerializationError);
    // A schema's check (an integer) is zod's: the full check refuses it.
    expect(() => compile(Answer, 'full')({ id: 1.5, name: 'AHU' })).toThrow(ResponseSerializationError);
  });

  it('checks by the walk alone in production and by zod too in the tests, which must give the same JSON', () => {
    // The walk does not run a schema's checks: the tests' full check is what holds every answer to them.
    expect(compile(Answer)({ id: 1.5, name: 'AHU' })).toBe('{"id":1.5,"name":"AHU"}');
    // A schema the walk would write otherwise than zod (here a string the walk passes and zod trims) fails the tests.
    const Trimmed = z.object({ name: z.string().trim() });
    expect(compile(Trimmed)({ name: ' a ' })).toBe('{"name":" a "}');
    expect(() => compile(Trimmed, 'full')({ name: ' a ' })).toThrow(/walk wrote .* where the parse gives/);
  });

  it('gives the JSON of fastify-type-provider-zod’s encode for every answer encode accepts', () => {
    const Nested = z.object({
      data: z.array(
        z.object({ v: z.number().nullable(), when: z.string(), kind: z.enum(['a', 'b']).default('a') }),
      ),
      total: z.number().optional(),
      extra: z.record(z.string(), z.number()),
    });
    const answer = { data: [{ v: null, when: '2026-11-24', kind: 'b', dropped: 1 }], extra: { a: 1 } };
    expect(compile(Nested)(answer)).toBe(JSON.stringify(z.encode(Nested, answer as never)));
  });

  it('refuses at start-up a response schema that would change its answer', () => {
    const Transformed = z.object({ data: z.array(z.object({ n: z.string().transform((s) => s.length) })) });
    expect(oneWayPart(Transformed)).toBe('transform');
    expect(() => compile(Transformed)).toThrow(/must not hold a transform/);
    expect(oneWayPart(z.object({ n: z.number().catch(0) }))).toBe('catch');
    expect(oneWayPart(z.union([z.string(), z.number().pipe(z.number())]))).toBe('pipe');
    expect(oneWayPart(Answer)).toBeUndefined();
  });
});

describe('the answer writer (the walk)', () => {
  /** The walk's JSON, which must be zod's parse's for every value zod accepts. */
  const same = (schema: z.ZodType, value: unknown) => {
    const written = compileAnswerWriter(schema)(value);
    expect(written).toBe(JSON.stringify(schema.parse(value)));
    return written;
  };
  const wide = z.object(
    Object.fromEntries([
      ...Array.from({ length: 40 }, (_, i) => [`f${i}`, z.number().optional()]),
      ['name', z.string()],
      ['kind', z.enum(['a', 'b']).default('a')],
    ]),
  );

  it('writes what zod’s parse writes: nested objects, arrays, enums, literals, nullables, defaults, records, unions', () => {
    const Nested = z.object({
      data: z.array(
        z.object({
          v: z.number().nullable(),
          flag: z.boolean(),
          when: z.string(),
          kind: z.enum(['a', 'b']).default('a'),
          tag: z.literal('x').optional(),
          any: z.unknown().optional(),
        }),
      ),
      total: z.number().optional(),
      extra: z.record(z.string(), z.number()),
      either: z.union([z.object({ n: z.number() }), z.object({ s: z.string() })]),
    });
    same(Nested, {
      data: [
        { v: null, flag: true, when: '2026-11-24', kind: 'b', dropped: 1, any: { deep: [1, 'two'] } },
        { v: -0.5, flag: false, when: 'a "quoted" \n text', tag: 'x' },
      ],
      extra: { a: 1, 'b c': 2 },
      either: { s: 'second option', n: 'not a number' },
    });
    same(Nested, { data: [], total: 1e21, extra: {}, either: { n: 3 } });
  });

  it('walks a wide object by the answer’s keys and still writes the schema’s order, defaults and refusals', () => {
    same(wide, { f39: 3, name: 'n', f2: 1, unknown: 'cut', f10: undefined });
    same(wide, { name: 'n', kind: 'b' });
    expect(compileAnswerWriter(wide)({ f1: 1 })).toBe(REFUSED); // name is required
    expect(compileAnswerWriter(wide)({ name: 'n', f1: '1' })).toBe(REFUSED);
  });

  it('refuses a value of another kind than its schema’s', () => {
    const write = (schema: z.ZodType, value: unknown) => compileAnswerWriter(schema)(value);
    expect(write(z.number(), Number.NaN)).toBe(REFUSED);
    expect(write(z.number(), Infinity)).toBe(REFUSED);
    expect(write(z.string(), 1)).toBe(REFUSED);
    expect(write(z.boolean(), 'true')).toBe(REFUSED);
    expect(write(z.enum(['a']), 'b')).toBe(REFUSED);
    expect(write(z.literal(1), 2)).toBe(REFUSED);
    expect(write(z.array(z.number()), { 0: 1 })).toBe(REFUSED);
    expect(write(z.object({ a: z.number() }), [1])).toBe(REFUSED);
    expect(write(z.object({ a: z.number() }), null)).toBe(REFUSED);
    expect(write(z.union([z.number(), z.string()]), true)).toBe(REFUSED);
  });

  it('hands the kinds it does not know to zod where they occur', () => {
    const Tuple = z.object({
      pair: z.tuple([z.number(), z.string()]),
      both: z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })),
    });
    same(Tuple, { pair: [1, 'a'], both: { a: 1, b: 2, c: 3 } });
    expect(compileAnswerWriter(Tuple)({ pair: [1, 2], both: { a: 1, b: 2 } })).toBe(REFUSED);
  });
});
