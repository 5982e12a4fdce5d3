import type { z } from 'zod';

/** What a writer gives for a value its schema's shape refuses: the answer then goes through zod's parse. */
export const REFUSED: unique symbol = Symbol('refused');
type Written = string | typeof REFUSED;
/** The JSON of `value` as `schema` cuts it, undefined for a value an object leaves out, or REFUSED. */
type Writer = (value: unknown) => Written | undefined;

/**
 * Compiles `schema` into a function that writes an answer as JSON in one walk, cut to the schema (keys the schema does
 * not name never go out, in the schema's order, defaults filled) and checked by shape: every required key present,
 * each value of its kind (string, finite number, boolean, null, one of the enum's or literal's values, an array, a
 * plain object). It does not run a schema's checks (an integer, a length, a pattern, a refinement): those are zod's
 * parse, which the tests run beside it on every answer (`responseSerializer`'s `check: 'full'`), so an answer the
 * writer lets through is one the schema accepts as long as the code the tests run writes it. Kinds it does not know
 * (tuples, intersections, custom types) are parsed by zod where they occur. Issue 29: the parse of a large answer (50
 * revisions: 0.35 ms idle, ~2 ms under load with its garbage) was a fifth of the revision list's CPU.
 */
export function compileAnswerWriter(schema: z.ZodType): (value: unknown) => Written {
  const write = writerOf(schema, new Map());
  return (value) => write(value) ?? REFUSED;
}

function writerOf(schema: z.ZodType, compiled: Map<z.ZodType, Writer>): Writer {
  const known = compiled.get(schema);
  if (known) {
    return known;
  }
  // A lazy or self-referring schema meets itself while being compiled: the slot forwards to the finished writer.
  const slot: { write?: Writer } = {};
  compiled.set(schema, (value) => slot.write!(value));
  slot.write = build(schema, compiled);
  compiled.set(schema, slot.write);
  return slot.write;
}

type Def = Record<string, unknown> & { type: string };

function build(schema: z.ZodType, compiled: Map<z.ZodType, Writer>): Writer {
  const def = schema._zod.def as unknown as Def;
  const inner = (child: unknown) => writerOf(child as z.ZodType, compiled);
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? JSON.stringify(value) : REFUSED);
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : REFUSED);
    case 'boolean':
      return (value) => (value === true ? 'true' : value === false ? 'false' : REFUSED);
    case 'null':
      return (value) => (value === null ? 'null' : REFUSED);
    case 'any':
    case 'unknown':
      return (value) => (value === undefined ? undefined : JSON.stringify(value));
    case 'literal':
    case 'enum': {
      const values = new Set<unknown>(
        def.type === 'literal'
          ? (def.values as unknown[])
          : Object.values(def.entries as Record<string, unknown>),
      );
      return (value) => (values.has(value) ? JSON.stringify(value) : REFUSED);
    }
    case 'optional': {
      const write = inner(def.innerType);
      return (value) => (value === undefined ? undefined : write(value));
    }
    case 'nullable': {
      const write = inner(def.innerType);
      return (value) => (value === null ? 'null' : write(value));
    }
    case 'default': {
      const write = inner(def.innerType);
      const holder = def as unknown as { defaultValue: unknown };
      return (value) => write(value === undefined ? holder.defaultValue : value);
    }
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'array': {
      const write = inner(def.element);
      return (value) => {
        if (!Array.isArray(value)) {
          return REFUSED;
        }
        let json = '[';
        for (let i = 0; i < value.length; i++) {
          const item = write(value[i]);
          if (item === REFUSED) {
            return REFUSED;
          }
          json += (i > 0 ? ',' : '') + (item ?? 'null');
        }
        return json + ']';
      };
    }
    case 'object': {
      if (def.catchall !== undefined) {
        break;
      }
      const shape = Object.entries(def.shape as Record<string, z.ZodType>);
      const fields = shape.map(([key, child]) => ({
        key,
        prefix: `${JSON.stringify(key)}:`,
        write: inner(child),
        // A key the answer may leave out without a default: nothing to write when it is absent.
        optional: child._zod.def.type === 'optional',
      }));
      return fields.length > WIDE_OBJECT_KEYS ? wideObjectWriter(fields) : objectWriter(fields);
    }
    case 'record': {
      const writeKey = inner(def.keyType);
      const write = inner(def.valueType);
      return (value) => {
        if (!isPlainObject(value)) {
          return REFUSED;
        }
        let json = '{';
        for (const key of Object.keys(value)) {
          const written = write(value[key]);
          if (writeKey(key) === REFUSED || written === REFUSED) {
            return REFUSED;
          }
          if (written !== undefined) {
            json += (json.length > 1 ? ',' : '') + `${JSON.stringify(key)}:${written}`;
          }
        }
        return json + '}';
      };
    }
    case 'union': {
      // zod takes the first option that accepts the value.
      const options = (def.options as z.ZodType[]).map(inner);
      return (value) => {
        for (const write of options) {
          const written = write(value);
          if (written !== REFUSED) {
            return written;
          }
        }
        return REFUSED;
      };
    }
  }
  // Any other kind: zod's parse of this part alone.
  return (value) => {
    if (value === undefined && schema.safeParse(undefined).success) {
      return undefined;
    }
    const result = schema.safeParse(value);
    return result.success ? JSON.stringify(result.data) : REFUSED;
  };
}

interface Field {
  key: string;
  prefix: string;
  write: Writer;
  optional: boolean;
}

/** Above this many keys a schema's object is walked by the answer's own keys (see wideObjectWriter). */
const WIDE_OBJECT_KEYS = 24;

function objectWriter(fields: Field[]): Writer {
  return (value) => {
    if (!isPlainObject(value)) {
      return REFUSED;
    }
    let json = '{';
    for (const field of fields) {
      const written = field.write(value[field.key]);
      if (written === REFUSED) {
        return REFUSED;
      }
      if (written !== undefined) {
        json += (json.length > 1 ? ',' : '') + field.prefix + written;
      }
    }
    return json + '}';
  };
}

/**
 * A schema object of many optional keys (a revision's input fields: about 100, a list row holding a tenth of them)
 * walked by the keys the answer has: looking up each absent key cost more than the rest of the answer.
 */
function wideObjectWriter(fields: Field[]): Writer {
  const indexOf = new Map(fields.map((field, index) => [field.key, index]));
  return (value) => {
    if (!isPlainObject(value)) {
      return REFUSED;
    }
    const parts: (string | undefined)[] = new Array<string | undefined>(fields.length);
    for (const key of Object.keys(value)) {
      const index = indexOf.get(key);
      if (index !== undefined) {
        const written = fields[index]!.write(value[key]);
        if (written === REFUSED) {
          return REFUSED;
        }
        parts[index] = written;
      }
    }
    let json = '{';
    for (let index = 0; index < fields.length; index++) {
      let written = parts[index];
      if (written === undefined && !fields[index]!.optional) {
        // Absent: a default fills it, a required key refuses the answer.
        const filled = fields[index]!.write(undefined);
        if (filled === REFUSED) {
          return REFUSED;
        }
        written = filled;
      }
      if (written !== undefined) {
        json += (json.length > 1 ? ',' : '') + fields[index]!.prefix + written;
      }
    }
    return json + '}';
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
