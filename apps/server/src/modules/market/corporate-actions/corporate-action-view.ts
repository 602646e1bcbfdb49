import {
  describeCorporateAction,
  type TCorporateAction,
  type TCorporateActionTerms,
} from '@pantau/contracts';
import type { CorporateActionRow } from './corporate-actions.repo.ts';

export const presentTerms = (row: CorporateActionRow): TCorporateActionTerms => ({
  type: row.type,
  ratio_from: row.ratioFrom,
  ratio_to: row.ratioTo,
  price: row.price,
  amount: row.amount,
});

export const presentCorporateAction = (row: CorporateActionRow): TCorporateAction => ({
  id: row.id,
  symbol: row.symbol,
  ex_date: row.exDate,
  ...presentTerms(row),
  label: describeCorporateAction(presentTerms(row)),
  source: row.source,
  created_at: row.createdAt.toISOString(),
});
