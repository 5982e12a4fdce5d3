import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileAnswerWriter, REFUSED } from './answer-writer';

/** What would make a forward parse give other JSON than the answer's own: it must not be in a response schema. */
const ONE_WAY_KINDS = new Set(['transform', 'pipe', 'catch', 'prefault']);

/** The first one-way part of `schema` (its zod kind), or undefined. */
export function oneWayPart(schema: z.ZodType, seen = new Set<z.ZodType>()): string | undefined {
  if (seen.has(schema)) {
    return undefined;
  }
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (ONE_WAY_KINDS.has(def.type)) {
    // zod writes .transform(f) as a pipe into a transform: name what the author wrote.
    const out = def.out as z.ZodType | undefined;
    return def.type === 'pipe' && out?._zod.def.type === 'transform' ? 'transform' : def.type;
  }
  const shape = def.shape as Record<string, z.ZodType> | undefined;
  const children = [
    def.innerType,
    def.element,
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.rest,
    ...((def.options as z.ZodType[] | undefined) ?? []),
    ...((def.items as z.ZodType[] | undefined) ?? []),
    ...Object.values(shape ?? {}),
    def.type === 'lazy' ? (def.getter as () => z.ZodType)() : undefined,
  ];
  for (const child of children) {
    const found = child instanceof z.ZodType ? oneWayPart(child, seen) : undefined;
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * How every answer is checked against its route's response schema before it is written:
 * - 'shape' (production): by one walk that writes it as JSON (`compileAnswerWriter`: cut to the schema, each value of
 *   its kind, the schema's checks not run); an answer the walk refuses goes through zod's parse, which refuses it
 *   (a 500 through the error handler) or writes it.
 * - 'full' (the tests, RESPONSE_CHECK=full): zod's parse as well, and the walk must give the very JSON the parse gives,
 *   so every answer of every route test is shown to match its schema, and the walk to write what the parse would.
 */
export type ResponseCheck = 'shape' | 'full';

/**
 * Every answer is checked against its route's response schema and cut to it (unknown keys never leave the server)
 * before it is written. The full check is a forward parse, at half the cost of fastify-type-provider-zod's encode
 * (zod compiles its object parser only for that direction; 80 -> 45 us for a page of 50 projects, issue 19), and gives
 * the same JSON as long as no response schema transforms: this compiler refuses such a schema when the server starts.
 * A default in a response schema fills only a field the encode would have refused as missing. In production the walk
 * alone (issue 29: no second full parse of a large answer; 50 revisions took ~2 ms under load).
 */
export function responseSerializer(check: ResponseCheck): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url}: a response schema must be a zod schema`);
    }
    const oneWay = oneWayPart(schema);
    if (oneWay) {
      throw new Error(
        `${method} ${url}: a response schema must not hold a ${oneWay} (its answer would change)`,
      );
    }
    // Compiled at the route's first answer: compiling every route's at start was 3 % of a start (issue 29).
    let writer: ((value: unknown) => string | typeof REFUSED) | undefined;
    const write = (data: unknown) => (writer ??= compileAnswerWriter(schema))(data);
    const parse = (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return JSON.stringify(result.data);
    };
    if (check === 'full') {
      return (data) => {
        const parsed = parse(data);
        const written = write(data);
        if (written !== parsed) {
          throw new Error(
            `${method} ${url}: the answer's walk wrote ${String(written).slice(0, 300)} where the parse gives ${parsed.slice(0, 300)}`,
          );
        }
        return parsed;
      };
    }
    return (data) => {
      const written = write(data);
      return written === REFUSED ? parse(data) : written;
    };
  };
}
