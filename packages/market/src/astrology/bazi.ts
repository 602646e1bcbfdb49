// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types; this carries our declaration into every program that compiles this file (server, web)
/// <reference path="./lunar-javascript.d.ts" />
import lunarJavascript from 'lunar-javascript';
import type { IsoDate } from '../types.ts';
import {
  STEMS,
  ZODIAC_ANIMALS,
  type AnimalName,
  type BranchName,
  type Element,
  type Polarity,
  type StemName,
} from './calendar.ts';

export type Pillar = {
  stem: StemName;
  branch: BranchName;
  /** The stem's element: the element a pillar is known by. */
  element: Element;
  polarity: Polarity;
  animal: AnimalName;
  /** Position in the sixty-pillar cycle, 0 = Jia-Zi. */
  index: number;
};

export type Pillars = { year: Pillar; month: Pillar; day: Pillar };

const STEM_CHARS = STEMS.map((stem) => stem.chinese).join('');
const BRANCH_CHARS = ZODIAC_ANIMALS.map((animal) => animal.chinese).join('');

/**
 * The moment a day's pillars are read: the close of IDX's session, 16:00 WIB, which is 17:00 in the
 * China time `lunar-javascript` counts in. A solar term before it, in the night or during the
 * session, already rules that day's trading and its closing price.
 */
const SESSION_CLOSE_CHINA_HOUR = 17;

/**
 * Year, month and day pillars of a trading date, from `lunar-javascript` (exact solar terms), as
 * they stand at the session's close: on the day of Lichun (~4 Feb) and of each month's "jie" term
 * the new year / month pillar applies when the term falls before 16:00 WIB (2026's Lichun, at
 * 03:02 WIB, makes 4 Feb 2026 a Bing-Wu day of a Geng-Yin month), and from the next day otherwise.
 */
export function pillarsOf(date: IsoDate): Pillars {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const eightChar = lunarJavascript.Solar.fromYmdHms(year, month, day, SESSION_CLOSE_CHINA_HOUR, 0, 0)
    .getLunar()
    .getEightChar();
  return {
    year: pillarFromChars(eightChar.getYear()),
    month: pillarFromChars(eightChar.getMonth()),
    day: pillarFromChars(eightChar.getDay()),
  };
}

/** Pillar at a position of the sixty-pillar cycle (0 = Jia-Zi, 59 = Gui-Hai). */
export function pillarAt(index: number): Pillar {
  const cycle = ((index % 60) + 60) % 60;
  const stem = STEMS[cycle % 10] as (typeof STEMS)[number];
  const animal = ZODIAC_ANIMALS[cycle % 12] as (typeof ZODIAC_ANIMALS)[number];
  return {
    stem: stem.name,
    branch: animal.branch,
    element: stem.element,
    polarity: stem.polarity,
    animal: animal.name,
    index: cycle,
  };
}

/** Day pillar index by arithmetic alone: (JDN + 49) mod 60. Used to check the library. */
export function dayPillarIndex(date: IsoDate): number {
  return (julianDayNumber(date) + 49) % 60;
}

/** Julian Day Number of a Gregorian date (noon-based, integer). 2000-01-01 → 2,451,545. */
export function julianDayNumber(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32_045
  );
}

function pillarFromChars(ganZhi: string): Pillar {
  const stemIndex = STEM_CHARS.indexOf(ganZhi.charAt(0));
  const branchIndex = BRANCH_CHARS.indexOf(ganZhi.charAt(1));
  if (stemIndex < 0 || branchIndex < 0) throw new Error(`Unrecognised pillar '${ganZhi}'`);
  // The cycle position n has n mod 10 = stem and n mod 12 = branch (stem and branch share parity).
  const index = (6 * stemIndex - 5 * branchIndex + 60) % 60;
  return pillarAt(index);
}
