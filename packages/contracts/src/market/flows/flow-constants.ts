// Plain values only (no zod), so the web app can import them without pulling in the schema library.

export const MAX_INVENTORY_BROKERS = 10;
export const MAX_INVENTORY_RANGE_DAYS = 366;
export const DEFAULT_INVENTORY_BROKERS = ['LG', 'MG', 'BR'] as const;
export const INVENTORY_MESSAGES = {
  tooManyBrokers: `Maksimal ${MAX_INVENTORY_BROKERS} broker yang bisa dipilih`,
  rangeTooLong: 'Maksimal rentang tanggal adalah 1 tahun',
} as const;

export const SNAPSHOT_PRICE_LEVELS = 10;
export const SNAPSHOT_NET_BROKERS = 5;
export const SNAPSHOT_INVENTORY_DAYS = 20;

/** Broker Flow preselects this many net buyers and as many net sellers of the day. */
export const BROKER_FLOW_TOP = 5;
export const MAX_BROKER_FLOW_BROKERS = 20;
export const BROKER_FLOW_MESSAGES = {
  tooManyBrokers: `Maksimal ${MAX_BROKER_FLOW_BROKERS} broker yang bisa dipilih`,
} as const;
