import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generated malformed input for a route, shaped by its zod contract: each field is either a value
 * the field's type could plausibly hold (so the request gets past its neighbours) or something
 * hostile, so the property reaches both the validators and the code behind them.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings that broke or could break a route: NUL, years PostgreSQL refuses, overflow, odd Unicode. */
const HOSTILE_STRINGS = [
  '\u0000',
  'BB\u0000RI',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  '2101-01-01',
  '2026-02-30',
  '2026-13-01',
  '+002026-01-01',
  '-2026-01-01',
  '2026-1-1',
  '20261120',
  '1e309',
  '-1',
  '-0',
  '0',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '9007199254740993',
  '\ud800',
  '🚀'.repeat(40),
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  ',,,',
  ' ',
  '',
  'ALL',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`) },
  { weight: 1, arbitrary: fc.constant('y'.repeat(50_000)) },
);

const isoDate = fc
  .date({ min: new Date('1890-01-01T00:00:00Z'), max: new Date('2110-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`)) },
);

type Where = 'json' | 'text';

/** A value the schema's type could hold: right type, arbitrary content. */
function plausible(schema: z.ZodType, where: Where, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const text = (arbitrary: fc.Arbitrary<unknown>) =>
    where === 'text' ? arbitrary.map((value) => String(value)) : arbitrary;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(def.innerType as z.ZodType, where, depth);
    case 'pipe':
      // A transform's input is what the client sends.
      return plausible(
        (defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in) as z.ZodType,
        where,
        depth,
      );
    case 'lazy':
      return plausible((def.getter as () => z.ZodType)(), where, depth);
    case 'string':
      if (def.format === 'date') return isoDate;
      if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
      if (def.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: 30 });
    case 'number':
    case 'int':
      return text(fc.oneof(fc.integer({ min: -10, max: 2_000 }), fc.integer(), fc.double({ noNaN: true })));
    case 'bigint':
      return text(fc.bigInt().map(String));
    case 'boolean':
      return text(fc.boolean());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return text(fc.constantFrom(...(def.values ?? [null])));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausible(option, where, depth)));
    case 'array':
      if (depth > 3) return fc.constant([]);
      if (where === 'text') return plausible(def.element as z.ZodType, where, depth + 1);
      return fc.array(plausible(def.element as z.ZodType, where, depth + 1), { maxLength: 4 });
    case 'object':
      if (depth > 3) return fc.constant({});
      return objectOf(schema, where, depth + 1);
    case 'record':
      return fc.dictionary(
        fc.string({ maxLength: 10 }),
        plausible((def.valueType ?? def.element) as z.ZodType, where, depth + 1),
        { maxKeys: 3 },
      );
    default:
      return where === 'text' ? fc.string({ maxLength: 20 }) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Plausible most of the time, hostile otherwise. */
function field(schema: z.ZodType, where: Where, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, where, depth) },
    { weight: 2, arbitrary: where === 'text' ? hostileString : hostileJson },
  );
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
    return objectShape(def.innerType as z.ZodType);
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType);
  return null;
}

/** An object whose known fields are each present or not, plus now and then a field nobody expects. */
export function objectOf(
  schema: z.ZodType | undefined,
  where: Where,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema && objectShape(schema)) ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(shape)) model[key] = field(value, where, depth);
  const known = fc.record(model, { requiredKeys: [] });
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', 'x\u0000', '__proto__', 'constructor'), hostileString),
    {
      freq: 5,
    },
  );
  return fc.tuple(known, extra).map(([record, more]) => {
    const result: Record<string, unknown> = { ...record };
    if (more) Object.defineProperty(result, more[0], { value: more[1], enumerable: true, writable: true });
    return result;
  });
}

/** A whole JSON body: mostly the contract's shape, sometimes not an object at all, sometimes ~1 MB. */
export function bodyOf(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: objectOf(schema, 'json') },
    { weight: 1, arbitrary: fc.constantFrom(null, [], [{}], 'text', 42, true, {}) },
    // Just under and just over the 1 MiB body limit.
    {
      weight: 1,
      arbitrary: fc.constantFrom(1_040_000, 1_100_000).map((size) => ({ pad: 'z'.repeat(size) })),
    },
  );
}

/** Query parameters as strings (a list value repeats the key). */
export function queryOf(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  return objectOf(schema, 'text').map((record) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(record)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    return params.toString();
  });
}

/** Path parameter values: plausible for the contract's param schema when it has one, else hostile. */
export function paramsOf(
  names: string[],
  schema: z.ZodType | undefined,
): fc.Arbitrary<Record<string, string>> {
  const shape = (schema && objectShape(schema)) ?? {};
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const item = shape[name];
    model[name] = fc
      .oneof(item ? plausible(item, 'text', 0) : fc.string({ maxLength: 12 }), hostileString)
      .map((value) => String(value));
  }
  return fc.record(model);
}
