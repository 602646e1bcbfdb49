import { tickSize } from '../exchange-rules.ts';
import type { BrokerSeed } from '../reference/brokers.ts';
import { weekdayOf } from '../reference/calendar.ts';
import type { Board, DailyBar, Trade } from '../types.ts';
import { cumulative, createRandom } from './random.ts';

export type TradeDayInput = {
  seed: string;
  bar: DailyBar;
  liquidity: number;
  /** Net foreign tilt of the day, -1 … 1. */
  foreignTilt: number;
  campaign: { brokers: string[]; direction: 1 | -1 } | null;
  brokers: ReadonlyArray<BrokerSeed>;
};

const STYLE_SIZE = { retail: 1, mixed: 2.5, institutional: 8 } as const;

/** Seconds after midnight. */
const hms = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
const toTime = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h * 10_000 + m * 100 + (seconds % 60);
};

/** Every valid price from low to high, on the tick of its own band. */
function priceLadder(low: number, high: number): number[] {
  const ladder: number[] = [];
  for (let price = low; price <= high; price += tickSize(price)) ladder.push(price);
  if (ladder[ladder.length - 1] !== high) ladder.push(high);
  return ladder;
}

/**
 * The trade records of one stock-day, consistent with its bar: `bar.frequency` trades whose lots add
 * up to the bar's volume, the first and last regular-board trades at the open and close, and the
 * day's high and low both traded. Who buys and sells follows the brokers' styles, foreign tilt and
 * any accumulation or distribution campaign.
 */
export function generateTradeDay(input: TradeDayInput): Trade[] {
  const { bar, brokers } = input;
  const random = createRandom(`${input.seed}:trades:${bar.symbol}:${bar.date}`);
  const count = bar.frequency;
  const totalLots = bar.volume / 100;
  if (!Number.isInteger(totalLots) || count > totalLots || count < 4) {
    throw new RangeError(`bar ${bar.symbol} ${bar.date} cannot be split into ${count} trades`);
  }

  // Times: an opening match at 09:00:00, a closing match at 16:00:00, continuous trading between,
  // busier near the open and the close of each session.
  const friday = weekdayOf(bar.date) === 5;
  const session1 = [hms(9, 0, 1), friday ? hms(11, 30) : hms(12, 0)] as const;
  const session2 = [friday ? hms(14, 0) : hms(13, 30), hms(15, 49, 59)] as const;
  const length1 = session1[1] - session1[0];
  const length2 = session2[1] - session2[0];
  const seconds: number[] = [hms(9, 0)];
  for (let k = 1; k < count - 1; k++) {
    const u = random.next();
    const skewed = 0.5 + 0.5 * Math.sign(u - 0.5) * Math.abs(2 * u - 1) ** 0.7;
    const offset = skewed * (length1 + length2);
    seconds.push(offset < length1 ? session1[0] + offset : session2[0] + (offset - length1));
  }
  seconds.sort((a, b) => a - b);
  seconds.push(hms(16, 0));

  // Prices: a random walk on the price ladder pinned at open, high, low and close.
  const ladder = priceLadder(bar.low, bar.high);
  const top = ladder.length - 1;
  const indexOf = (price: number) => Math.max(0, ladder.indexOf(price));
  const highAt = random.int(1, count - 2);
  let lowAt = random.int(1, count - 2);
  if (lowAt === highAt) lowAt = highAt === 1 ? 2 : highAt - 1;
  const anchors = [
    [0, indexOf(bar.open)],
    [highAt, top],
    [lowAt, 0],
    [count - 1, indexOf(bar.close)],
  ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)) as Array<[number, number]>;
  const path = new Int32Array(count);
  const spread = Math.max(1, top / 4);
  for (let a = 0; a < anchors.length - 1; a++) {
    const [fromAt, fromIndex] = anchors[a] ?? [0, 0];
    const [toAt, toIndex] = anchors[a + 1] ?? [0, 0];
    const steps = toAt - fromAt;
    let walk = 0;
    const walks: number[] = [0];
    for (let k = 1; k <= steps; k++) walks.push((walk += random.normal()));
    const end = walks[steps] ?? 0;
    for (let k = 0; k <= steps; k++) {
      const share = steps === 0 ? 0 : k / steps;
      const bridge = ((walks[k] ?? 0) - share * end) * (spread / Math.sqrt(Math.max(1, steps)));
      const level = Math.round(fromIndex + (toIndex - fromIndex) * share + bridge);
      path[fromAt + k] = Math.min(top, Math.max(0, level));
    }
  }
  for (const [at, index] of anchors) path[at] = index;

  // A negotiated block now and then in liquid names: large, off the anchors, anywhere in range.
  const boards: Board[] = Array.from({ length: count }, () => 'RG');
  if (input.liquidity >= 0.5 && random.chance(0.3)) {
    const at = random.int(1, count - 2);
    if (at !== highAt && at !== lowAt) boards[at] = 'NG';
  }

  // Brokers on each side.
  const tilt = input.foreignTilt;
  const campaignSide = (code: string) =>
    input.campaign?.brokers.includes(code) ? input.campaign.direction : 0;
  const sideWeights = (side: 1 | -1) =>
    cumulative(
      brokers.map((broker) => {
        const styleFit = broker.style === 'institutional' ? 0.3 + input.liquidity * 1.5 : 1;
        const foreignBias = broker.foreignClients > 0.5 ? 1 + side * tilt : 1;
        const campaign = campaignSide(broker.code);
        const campaignBias = campaign === 0 ? 1 : campaign === side ? 6 : 0.5;
        return broker.weight * styleFit * foreignBias * campaignBias;
      }),
    );
  const buyWeights = sideWeights(1);
  const sellWeights = sideWeights(-1);

  const buyers = new Int32Array(count);
  const sellers = new Int32Array(count);
  const sizeWeights = new Float64Array(count);
  let sizeTotal = 0;
  for (let k = 0; k < count; k++) {
    const buyer = random.pickIndex(buyWeights);
    const seller = random.pickIndex(sellWeights);
    buyers[k] = buyer;
    sellers[k] = seller;
    const style = Math.max(
      STYLE_SIZE[brokers[buyer]?.style ?? 'retail'],
      STYLE_SIZE[brokers[seller]?.style ?? 'retail'],
    );
    const weight = Math.exp(random.normal() * 0.9) * style * (boards[k] === 'NG' ? 20 : 1);
    sizeWeights[k] = weight;
    sizeTotal += weight;
  }

  // Lots: one each, the rest shared by weight, rounding leftovers to the largest trades.
  const lots = new Int32Array(count).fill(1);
  let remaining = totalLots - count;
  const spare = remaining;
  for (let k = 0; k < count; k++) {
    const extra = Math.floor(((sizeWeights[k] ?? 0) / sizeTotal) * spare);
    lots[k] = (lots[k] ?? 1) + extra;
    remaining -= extra;
  }
  const bySize = Array.from({ length: count }, (_, k) => k).sort(
    (a, b) => (sizeWeights[b] ?? 0) - (sizeWeights[a] ?? 0),
  );
  for (let k = 0; remaining > 0; k = (k + 1) % count, remaining--) {
    const at = bySize[k] ?? 0;
    lots[at] = (lots[at] ?? 0) + 1;
  }

  // Aggressor: upticks mostly lifted offers, downticks mostly hit bids; the newer order aggresses.
  const trades: Trade[] = [];
  let order = 1_000_000 + random.int(0, 50_000);
  let previousPrice = ladder[path[0] ?? 0] ?? bar.open;
  const flatBias = 0.5 + 0.1 * (input.campaign?.direction ?? 0) + 0.1 * tilt;
  for (let k = 0; k < count; k++) {
    const board = boards[k] ?? 'RG';
    const price = ladder[path[k] ?? 0] ?? bar.close;
    const up = price > previousPrice;
    const down = price < previousPrice;
    const buyerInitiated = random.chance(up ? 0.9 : down ? 0.1 : flatBias);
    if (board === 'RG') previousPrice = price;
    const newer = ++order;
    const older = newer - 1 - random.int(0, Math.min(500, newer - 1_000_000));
    const buyer = brokers[buyers[k] ?? 0];
    const seller = brokers[sellers[k] ?? 0];
    if (!buyer || !seller) throw new Error('broker list is empty');
    const time = seconds[k] ?? hms(16, 0);
    trades.push({
      date: bar.date,
      time: toTime(Math.floor(time)),
      session: time < hms(13, 0) ? 1 : 2,
      board,
      symbol: bar.symbol,
      price,
      volume: (lots[k] ?? 1) * 100,
      buyerBroker: buyer.code,
      buyerType: random.chance(buyer.foreignClients) ? 'F' : 'D',
      sellerBroker: seller.code,
      sellerType: random.chance(seller.foreignClients) ? 'F' : 'D',
      buyOrder: buyerInitiated ? newer : older,
      sellOrder: buyerInitiated ? older : newer,
    });
  }
  return trades;
}
