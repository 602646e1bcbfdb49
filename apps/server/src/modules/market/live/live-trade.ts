import type { IsoDate, Trade } from '@pantau/market';

/** A trade from a live feed: the exchange's trade number makes a batch safe to send again. */
export type LiveTrade = Trade & { tradeNumber: number };

/** A stored trade row (trades' column names) as a live trade of `date` numbered `tradeNumber`. */
export function liveTradeOfRow(row: Record<string, unknown>, date: IsoDate, tradeNumber: number): LiveTrade {
  return {
    date,
    tradeNumber,
    symbol: String(row.symbol),
    time: Number(row.time),
    session: Number(row.session) as 1 | 2,
    board: String(row.board) as Trade['board'],
    price: Number(row.price),
    volume: Number(row.volume),
    buyerBroker: String(row.buyer_broker),
    buyerType: String(row.buyer_type) as Trade['buyerType'],
    sellerBroker: String(row.seller_broker),
    sellerType: String(row.seller_type) as Trade['sellerType'],
    buyOrder: Number(row.buy_order),
    sellOrder: Number(row.sell_order),
  };
}
