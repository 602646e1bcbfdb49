import {
  KSEI_CATEGORIES,
  SCREEN_METRIC_BY_ID,
  SCREEN_NAME_MAX,
  SCREEN_OPERATORS,
  ZMetricRefSchema,
  type TMetricRef,
  type TScreenMetricId,
} from '@pantau/contracts';
import {
  definitionInput,
  draftFromScreen,
  type Combine,
  type DraftScreen,
  type LooseRef,
  type LooseRule,
  type LooseScreen,
} from './screen-draft';

/** The URL parameter that carries the whole screen, and the one naming the saved screen it is. */
export const SCREEN_PARAM = 's';
export const SCREEN_ID_PARAM = 'id';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The draft as it is, unfinished parts included: a link shows the builder exactly as it was. */
export function encodeScreen(draft: DraftScreen): string {
  const screen: LooseScreen = {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    definition: definitionInput(draft),
    columns: draft.columns,
  };
  return toBase64Url(JSON.stringify(screen));
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCombine = (value: unknown): value is Combine => value === 'and' || value === 'or';
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

function readRef(value: unknown): LooseRef | null {
  if (!isObject(value) || !SCREEN_METRIC_BY_ID.has(value.id as TScreenMetricId)) return null;
  const { broker, days, category } = value;
  if (broker !== undefined && typeof broker !== 'string') return null;
  if (days !== undefined && typeof days !== 'number') return null;
  if (category !== undefined && !oneOf(KSEI_CATEGORIES, category)) return null;
  return { id: value.id as TScreenMetricId, broker, days, category };
}

function readRule(value: unknown): LooseRule | null {
  if (!isObject(value) || !oneOf(SCREEN_OPERATORS, value.op) || !isObject(value.right)) return null;
  const metric = readRef(value.metric);
  if (!metric) return null;
  const right = value.right;
  if (right.kind === 'metric') {
    const other = readRef(right.metric);
    return other ? { metric, op: value.op, right: { kind: 'metric', metric: other } } : null;
  }
  const fixed = right.value;
  const fits = typeof fixed === 'number' || typeof fixed === 'string' || typeof fixed === 'boolean';
  return right.kind === 'value' && fits
    ? { metric, op: value.op, right: { kind: 'value', value: fixed } }
    : null;
}

function readColumns(value: unknown): TMetricRef[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const columns: TMetricRef[] = [];
  for (const entry of value) {
    const parsed = ZMetricRefSchema.safeParse(entry);
    if (!parsed.success) return null;
    columns.push(parsed.data);
  }
  return columns;
}

/**
 * Reads a screen from JSON without judging its rules (the builder's check does that, as for a
 * screen being typed); null when it is not a screen at all.
 */
function readScreen(value: unknown): LooseScreen | null {
  if (!isObject(value) || !isObject(value.definition)) return null;
  const { combine, groups } = value.definition;
  const name = value.name;
  const columns = readColumns(value.columns);
  if (!isCombine(combine) || !Array.isArray(groups) || !columns) return null;
  if (name !== undefined && typeof name !== 'string') return null;
  const read: LooseScreen['definition']['groups'] = [];
  for (const group of groups) {
    if (!isObject(group) || !isCombine(group.combine) || !Array.isArray(group.rules)) return null;
    const rules = group.rules.map(readRule);
    if (rules.some((rule) => rule === null)) return null;
    read.push({ combine: group.combine, rules: rules as LooseRule[] });
  }
  return { name: name?.slice(0, SCREEN_NAME_MAX), definition: { combine, groups: read }, columns };
}

/** The screen a link carries; null when the text is not one (cut short, edited by hand). */
export function decodeScreen(encoded: string): DraftScreen | null {
  try {
    const screen = readScreen(JSON.parse(fromBase64Url(encoded)));
    return screen ? draftFromScreen(screen) : null;
  } catch {
    // Not base64, not UTF-8 or not JSON: all mean the same to the member.
    return null;
  }
}
