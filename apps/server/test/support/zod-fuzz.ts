import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generated malformed input for a route, shaped by its zod contract: most requests carry one hostile
 * field among fields of plausible values (so the request gets past its neighbours and reaches the
 * code behind the validators), the rest none or an unexpected extra field.
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

/** Codes the test market knows, so plausible requests find data: stocks, indices, brokers. */
const KNOWN_CODES = fc.constantFrom(
  'BBRI',
  'BBCA',
  'TLKM',
  'COMPOSITE',
  'LQ45',
  'SECTOR:G',
  'YP',
  'CC',
  'ALL',
);

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
      return fc.oneof(
        { weight: 2, arbitrary: KNOWN_CODES },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      );
    case 'number':
    case 'int':
      return text(
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 0, max: 10 }) },
          { weight: 2, arbitrary: fc.integer({ min: -10, max: 2_000 }) },
          { weight: 1, arbitrary: fc.integer() },
          { weight: 1, arbitrary: fc.double({ noNaN: true }) },
        ),
      );
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

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type))
    return objectShape(def.innerType as z.ZodType);
  if (def.type === 'pipe') return objectShape(def.in as z.ZodType);
  return null;
}

const OMIT = Symbol('omit');

/**
 * An object of the contract's fields, each plausible (now and then left out), with usually one of
 * them, or an unexpected extra field, replaced by a hostile value.
 */
export function objectOf(
  schema: z.ZodType | undefined,
  where: Where,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema && objectShape(schema)) ?? {};
  const keys = Object.keys(shape);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) {
    model[key] = fc.option(plausible(shape[key] as z.ZodType, where, depth), { freq: 6, nil: OMIT });
  }
  const target = fc.oneof(
    { weight: 8, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('extra') },
    { weight: 1, arbitrary: fc.constantFrom('extra', 'x\u0000', '__proto__', 'constructor') },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc
    .tuple(fc.record(model), target, where === 'text' ? hostileString : hostileJson)
    .map(([record, key, hostile]) => {
      const result: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(record)) if (value !== OMIT) result[name] = value;
      if (key !== null)
        Object.defineProperty(result, key, { value: hostile, enumerable: true, writable: true });
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
