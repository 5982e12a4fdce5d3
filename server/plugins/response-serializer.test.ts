import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneWayPart, responseSerializer } from './response-serializer';

const compile = (schema: z.ZodType) =>
  (
    responseSerializer as (route: {
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
    expect(() => compile(Answer)({ id: 1.5, name: 'AHU' })).toThrow(ResponseSerializationError);
    expect(() => compile(Answer)({ id: 1 })).toThrow(ResponseSerializationError);
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
