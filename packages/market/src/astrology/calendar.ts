/** The ten heavenly stems, twelve earthly branches / zodiac animals and five elements. */

export type Element = 'Wood' | 'Fire' | 'Earth' | 'Metal' | 'Water';
export type Polarity = 'Yang' | 'Yin';
export type StemName = 'Jia' | 'Yi' | 'Bing' | 'Ding' | 'Wu' | 'Ji' | 'Geng' | 'Xin' | 'Ren' | 'Gui';
export type BranchName =
  'Zi' | 'Chou' | 'Yin' | 'Mao' | 'Chen' | 'Si' | 'Wu' | 'Wei' | 'Shen' | 'You' | 'Xu' | 'Hai';
export type AnimalName =
  | 'Rat'
  | 'Ox'
  | 'Tiger'
  | 'Rabbit'
  | 'Dragon'
  | 'Snake'
  | 'Horse'
  | 'Goat'
  | 'Monkey'
  | 'Rooster'
  | 'Dog'
  | 'Pig';

/** The five elements in the order the Element Analysis card lists them. */
export const ELEMENTS: readonly Element[] = ['Water', 'Earth', 'Wood', 'Fire', 'Metal'];

/** Spec's stem shape (element, polarity, meaning) with the stem's name and character. */
export type Stem = { name: StemName; chinese: string; element: Element; polarity: Polarity; meaning: string };

/** Spec's zodiac animal shape (id, name, emoji, element) with the branch it stands for. */
export type ZodiacAnimal = {
  id: number;
  name: AnimalName;
  emoji: string;
  /** The branch's own element. */
  element: Element;
  branch: BranchName;
  chinese: string;
};

/** Index = stem number (0 Jia … 9 Gui); even stems are Yang. */
export const STEMS: readonly Stem[] = [
  {
    name: 'Jia',
    chinese: '甲',
    element: 'Wood',
    polarity: 'Yang',
    meaning: 'Great tree: growth, initiative',
  },
  {
    name: 'Yi',
    chinese: '乙',
    element: 'Wood',
    polarity: 'Yin',
    meaning: 'Grass and vines: flexibility, adaptation',
  },
  { name: 'Bing', chinese: '丙', element: 'Fire', polarity: 'Yang', meaning: 'The sun: energy, visibility' },
  { name: 'Ding', chinese: '丁', element: 'Fire', polarity: 'Yin', meaning: 'Candle flame: focus, insight' },
  {
    name: 'Wu',
    chinese: '戊',
    element: 'Earth',
    polarity: 'Yang',
    meaning: 'Mountain: stability, resistance',
  },
  {
    name: 'Ji',
    chinese: '己',
    element: 'Earth',
    polarity: 'Yin',
    meaning: 'Field soil: nurture, accumulation',
  },
  {
    name: 'Geng',
    chinese: '庚',
    element: 'Metal',
    polarity: 'Yang',
    meaning: 'Axe and ore: force, decisiveness',
  },
  { name: 'Xin', chinese: '辛', element: 'Metal', polarity: 'Yin', meaning: 'Jewel: refinement, value' },
  { name: 'Ren', chinese: '壬', element: 'Water', polarity: 'Yang', meaning: 'Ocean: flow, momentum' },
  {
    name: 'Gui',
    chinese: '癸',
    element: 'Water',
    polarity: 'Yin',
    meaning: 'Rain and dew: patience, renewal',
  },
];

/** Index = branch number (0 Zi/Rat … 11 Hai/Pig); id = index + 1. */
export const ZODIAC_ANIMALS: readonly ZodiacAnimal[] = [
  { id: 1, name: 'Rat', emoji: '🐀', element: 'Water', branch: 'Zi', chinese: '子' },
  { id: 2, name: 'Ox', emoji: '🐂', element: 'Earth', branch: 'Chou', chinese: '丑' },
  { id: 3, name: 'Tiger', emoji: '🐅', element: 'Wood', branch: 'Yin', chinese: '寅' },
  { id: 4, name: 'Rabbit', emoji: '🐇', element: 'Wood', branch: 'Mao', chinese: '卯' },
  { id: 5, name: 'Dragon', emoji: '🐉', element: 'Earth', branch: 'Chen', chinese: '辰' },
  { id: 6, name: 'Snake', emoji: '🐍', element: 'Fire', branch: 'Si', chinese: '巳' },
  { id: 7, name: 'Horse', emoji: '🐎', element: 'Fire', branch: 'Wu', chinese: '午' },
  { id: 8, name: 'Goat', emoji: '🐐', element: 'Earth', branch: 'Wei', chinese: '未' },
  { id: 9, name: 'Monkey', emoji: '🐒', element: 'Metal', branch: 'Shen', chinese: '申' },
  { id: 10, name: 'Rooster', emoji: '🐓', element: 'Metal', branch: 'You', chinese: '酉' },
  { id: 11, name: 'Dog', emoji: '🐕', element: 'Earth', branch: 'Xu', chinese: '戌' },
  { id: 12, name: 'Pig', emoji: '🐖', element: 'Water', branch: 'Hai', chinese: '亥' },
];
