/**
 * Shapes shared by the simulation, the ingest rollups and the analytics. Prices are whole rupiah,
 * volumes are shares (1 lot = 100 shares), values are rupiah, dates are exchange dates
 * (Asia/Jakarta) written 'YYYY-MM-DD'.
 */
export type IsoDate = string;

/** RG regular, TN cash (tunai), NG negotiated. */
export type Board = 'RG' | 'TN' | 'NG';

/** D domestic (Indonesia / Lokal), F foreign (Asing). */
export type InvestorType = 'D' | 'F';

export type BrokerCategory = 'Lokal' | 'Asing' | 'BUMN';

export type BrokerColour =
  'Biru' | 'Merah' | 'Hijau' | 'Kuning' | 'Orange' | 'Coklat' | 'Gold' | 'Pink' | 'Grey';

export type SectorCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K';

export type SpecialNotice = 'none' | 'Split' | 'Dividend' | 'Rights' | 'Bonus' | 'Suspend';

export type DailyBar = {
  symbol: string;
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Shares traded on every board. */
  volume: number;
  /** Rupiah traded. */
  value: number;
  /** Number of trades. */
  frequency: number;
  /** Shares bought / sold by foreign investors. */
  foreignBuy: number;
  foreignSell: number;
};

/** One IDX trade record ("done trade"); field comments give the IDX names. */
export type Trade = {
  /** trxDate */
  date: IsoDate;
  /** trxTime as HHMMSS, e.g. 93015 for 09:30:15. */
  time: number;
  /** trxSess: 1 or 2. */
  session: 1 | 2;
  /** trxType / board. */
  board: Board;
  /** stkCode */
  symbol: string;
  /** stkPric */
  price: number;
  /** stkVolm, in shares. */
  volume: number;
  /** brkCod1 / invTyp1: the buyer's broker and investor type. */
  buyerBroker: string;
  buyerType: InvestorType;
  /** brkCod2 / invTyp2: the seller's broker and investor type. */
  sellerBroker: string;
  sellerType: InvestorType;
  /** trxOrd1 / trxOrd2: order numbers; the newer order is the aggressor. */
  buyOrder: number;
  sellOrder: number;
};

/** Which side crossed the spread: 'B' hit the offer (HAKA), 'S' hit the bid (HAKI). */
export type Aggressor = 'B' | 'S';

/** Done Summary row: one stock, day, board and price. Lots; frequencies are trade counts. */
export type PriceLevelRow = {
  symbol: string;
  date: IsoDate;
  board: Board;
  price: number;
  /** Buyer-initiated trades and their lots. */
  buyFreq: number;
  buyLot: number;
  /** Seller-initiated trades and their lots. */
  sellFreq: number;
  sellLot: number;
  totalFreq: number;
  totalLot: number;
};

/** One broker's activity in one stock on one day, per investor type of its clients. */
export type BrokerDayRow = {
  symbol: string;
  date: IsoDate;
  broker: string;
  investorType: InvestorType;
  buyLot: number;
  buyValue: number;
  buyFreq: number;
  sellLot: number;
  sellValue: number;
  sellFreq: number;
};

/** One minute of one stock (minute = minutes after midnight, Jakarta time). */
export type MinuteBar = {
  symbol: string;
  date: IsoDate;
  minute: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Shares traded buyer-initiated (ask) and seller-initiated (bid). */
  buyVolume: number;
  sellVolume: number;
  frequency: number;
};

/** Bid/ask volume at one price within one minute: the footprint's building block. */
export type MinutePriceLevel = {
  symbol: string;
  date: IsoDate;
  minute: number;
  price: number;
  /** Seller-initiated shares (hit the bid). */
  bidVolume: number;
  /** Buyer-initiated shares (lifted the offer). */
  askVolume: number;
};

/** KSEI holder categories. */
export type HolderCategory = 'IS' | 'CP' | 'PF' | 'IB' | 'ID' | 'MF' | 'SC' | 'FD' | 'OT';

/** Monthly KSEI composition of one stock: shares held per category, local and foreign. */
export type OwnershipComposition = {
  symbol: string;
  /** Month end, 'YYYY-MM-DD'. */
  asOf: IsoDate;
  local: Record<HolderCategory, number>;
  foreign: Record<HolderCategory, number>;
};

export type Shareholder = {
  symbol: string;
  asOf: IsoDate;
  holder: string;
  /** e.g. 'Government', 'Corporate', 'Institution', 'Individual', 'Public'. */
  holderType: string;
  shares: number;
  /** True for the controlling shareholder. */
  controlling: boolean;
};
