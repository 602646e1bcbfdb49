import { describe, expect, it } from 'vitest';
import { SCREEN_GALLERY, SCREEN_MESSAGES } from '@pantau/contracts';
import { checkDraft, CHECK_MESSAGES, stableJson } from './screen-check';
import {
  draftFromScreen,
  emptyScreen,
  newRule,
  parseNumber,
  withMetric,
  type DraftScreen,
} from './screen-draft';
import { decodeScreen, encodeScreen } from './screen-url';

const withoutKeys = (draft: DraftScreen) =>
  JSON.parse(JSON.stringify(draft, (key, value: unknown) => (key === 'key' ? undefined : value)));

describe('parseNumber', () => {
  it('reads plain numbers, either decimal mark and the M/B/T suffixes exactly', () => {
    expect(parseNumber('1000000000')).toBe(1_000_000_000);
    expect(parseNumber('1 000 000')).toBe(1_000_000);
    expect(parseNumber('-2,5')).toBe(-2.5);
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('1,23B')).toBe(1_230_000_000);
    expect(parseNumber('500m')).toBe(500_000_000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-')).toBeNull();
    expect(parseNumber('1.000.000')).toBeNull();
  });
});

describe('checkDraft', () => {
  const oneRule = (change: Partial<DraftScreen['groups'][number]['rules'][number]>): DraftScreen => {
    const draft = emptyScreen();
    draft.groups[0]!.rules.push({ ...newRule(), ...change });
    return draft;
  };

  it('asks for a rule first, as the contract does', () => {
    expect(checkDraft(emptyScreen())).toEqual({ ok: false, message: SCREEN_MESSAGES.noRules });
  });

  it('names a number that is not one, and the broker days', () => {
    expect(checkDraft(oneRule({ value: '12x' }))).toEqual({
      ok: false,
      message: `Rule 1: ${CHECK_MESSAGES.number}`,
    });
    const broker = withMetric(newRule(), { id: 'brokerNetLots', broker: 'YP', days: '', category: 'IS' });
    expect(checkDraft(oneRule({ ...broker, value: '10' }))).toEqual({
      ok: false,
      message: `Rule 1: ${CHECK_MESSAGES.days}`,
    });
  });

  it('passes on the contract’s own messages with the group and rule they concern', () => {
    const draft = oneRule({ value: '1' });
    draft.groups.push({ key: 99, combine: 'or', rules: [{ ...newRule(), value: '2', op: 'gte' }] });
    draft.groups[1]!.rules[0]!.metric = { id: 'brokerNetLots', broker: 'Y', days: '5', category: 'IS' };
    expect(checkDraft(draft)).toEqual({
      ok: false,
      message: 'Group 2, rule 1: Broker code must be two letters',
    });
  });

  it('gives the definition the server expects: parsed numbers, upper-case broker, only needed params', () => {
    const rule = withMetric(newRule(), { id: 'brokerNetLots', broker: 'yp', days: '10', category: 'MF' });
    const checked = checkDraft(oneRule({ ...rule, op: 'gte', value: '1,5M' }));
    expect(checked).toEqual({
      ok: true,
      definition: {
        combine: 'and',
        groups: [
          {
            combine: 'and',
            rules: [
              {
                metric: { id: 'brokerNetLots', broker: 'YP', days: 10 },
                op: 'gte',
                right: { kind: 'value', value: 1_500_000 },
              },
            ],
          },
        ],
      },
    });
  });

  it('resets operator and value when a metric of another kind is chosen, and keeps them within a kind', () => {
    const rule = { ...newRule(), op: 'lte' as const, value: '5' };
    expect(withMetric(rule, { ...rule.metric, id: 'change1d' })).toMatchObject({ op: 'lte', value: '5' });
    const label = withMetric(rule, { ...rule.metric, id: 'accTop5' });
    expect(label).toMatchObject({ op: 'eq', value: 'Big Acc', other: { id: 'accTop3' } });
  });
});

describe('screen links', () => {
  it('carry every gallery screen there and back, name included', () => {
    for (const screen of SCREEN_GALLERY) {
      const draft = draftFromScreen(screen);
      const back = decodeScreen(encodeScreen(draft));
      expect(back && withoutKeys(back)).toEqual(withoutKeys(draft));
      expect(checkDraft(back!)).toEqual({ ok: true, definition: screen.definition });
    }
  });

  it('keep an unfinished rule as typed and a name in any script', () => {
    const draft = { ...emptyScreen(), name: 'Akumulasi “asing” 🚀' };
    draft.groups[0]!.rules.push({ ...newRule(), value: '12x' });
    const back = decodeScreen(encodeScreen(draft))!;
    expect(back.name).toBe('Akumulasi “asing” 🚀');
    expect(back.groups[0]!.rules[0]!.value).toBe('12x');
    expect(encodeScreen(draft)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('are refused when cut short, edited, or not a screen', () => {
    const good = encodeScreen(draftFromScreen(SCREEN_GALLERY[0]!));
    expect(decodeScreen(good.slice(0, -7))).toBeNull();
    expect(decodeScreen('%%%')).toBeNull();
    expect(
      decodeScreen(btoa('{"definition":{"combine":"and","groups":[{"combine":"and","rules":[{}]}]}}')),
    ).toBeNull();
    expect(decodeScreen(btoa('{"definition":{"combine":"xor","groups":[]}}'))).toBeNull();
    expect(decodeScreen(btoa('[1,2]'))).toBeNull();
  });
});

describe('stableJson', () => {
  it('ignores key order', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(
      stableJson({ a: { c: 3, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
  });
});
