import type { BrokerCategory, BrokerColour } from '../types.ts';

/**
 * Broker codes of the demo market (codes and names as commonly cited). `style` drives the
 * simulation: retail desks send many small orders from many clients, institutional desks send
 * few large ones; `foreignClients` is the share of the desk's flow from foreign investors.
 */
export type BrokerSeed = {
  code: string;
  name: string;
  category: BrokerCategory;
  colour: BrokerColour;
  style: 'retail' | 'institutional' | 'mixed';
  foreignClients: number;
  /** Relative share of market activity. */
  weight: number;
};

const b = (
  code: string,
  name: string,
  category: BrokerCategory,
  colour: BrokerColour,
  style: BrokerSeed['style'],
  foreignClients: number,
  weight: number,
): BrokerSeed => ({ code, name, category, colour, style, foreignClients, weight });

export const BROKERS: ReadonlyArray<BrokerSeed> = [
  // Foreign
  b('AK', 'UBS Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.9, 5),
  b('BK', 'J.P. Morgan Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.95, 5),
  b('YP', 'Mirae Asset Sekuritas Indonesia', 'Asing', 'Pink', 'retail', 0.08, 9),
  b('ZP', 'Maybank Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.7, 4),
  b('KZ', 'CLSA Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.95, 3),
  b('MS', 'Morgan Stanley Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.95, 3),
  b('CG', 'Citigroup Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.95, 3),
  b('RX', 'Macquarie Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.95, 3),
  b('YU', 'CGS International Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.4, 3),
  b('DR', 'RHB Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.4, 2),
  b('AI', 'UOB Kay Hian Sekuritas', 'Asing', 'Pink', 'mixed', 0.5, 2),
  b('BQ', 'Korea Investment and Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.3, 1),
  b('KK', 'Phillip Sekuritas Indonesia', 'Asing', 'Pink', 'retail', 0.15, 3),
  b('TP', 'OCBC Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.3, 1),
  b('FS', 'Yuanta Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.4, 1),
  b('AG', 'Kiwoom Sekuritas Indonesia', 'Asing', 'Pink', 'retail', 0.1, 2),
  b('AH', 'Shinhan Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.3, 1),
  b('DP', 'DBS Vickers Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.8, 2),
  b('GW', 'HSBC Sekuritas Indonesia', 'Asing', 'Merah', 'institutional', 0.9, 2),
  b('HD', 'KGI Sekuritas Indonesia', 'Asing', 'Pink', 'mixed', 0.3, 1),
  b('XA', 'NH Korindo Sekuritas Indonesia', 'Asing', 'Pink', 'retail', 0.1, 2),
  // State-owned
  b('CC', 'Mandiri Sekuritas', 'BUMN', 'Hijau', 'mixed', 0.15, 6),
  b('NI', 'BNI Sekuritas', 'BUMN', 'Hijau', 'retail', 0.05, 5),
  b('OD', 'BRI Danareksa Sekuritas', 'BUMN', 'Hijau', 'mixed', 0.1, 4),
  b('DX', 'Bahana Sekuritas', 'BUMN', 'Hijau', 'institutional', 0.1, 2),
  // Local
  b('PD', 'Indo Premier Sekuritas', 'Lokal', 'Kuning', 'retail', 0.03, 9),
  b('MG', 'Semesta Indovest Sekuritas', 'Lokal', 'Orange', 'institutional', 0.02, 4),
  b('SQ', 'BCA Sekuritas', 'Lokal', 'Biru', 'mixed', 0.05, 4),
  b('BB', 'Verdhana Sekuritas Indonesia', 'Lokal', 'Biru', 'institutional', 0.3, 3),
  b('AZ', 'Sucor Sekuritas', 'Lokal', 'Biru', 'mixed', 0.03, 4),
  b('XL', 'Stockbit Sekuritas Digital', 'Lokal', 'Kuning', 'retail', 0.02, 10),
  b('XC', 'Ajaib Sekuritas Asia', 'Lokal', 'Kuning', 'retail', 0.02, 8),
  b('DH', 'Sinarmas Sekuritas', 'Lokal', 'Biru', 'mixed', 0.03, 3),
  b('LG', 'Trimegah Sekuritas Indonesia', 'Lokal', 'Orange', 'institutional', 0.05, 4),
  b('GR', 'Panin Sekuritas', 'Lokal', 'Coklat', 'mixed', 0.03, 2),
  b('HP', 'Henan Putihrai Sekuritas', 'Lokal', 'Coklat', 'mixed', 0.02, 2),
  b('EP', 'MNC Sekuritas', 'Lokal', 'Coklat', 'retail', 0.02, 3),
  b('IF', 'Samuel Sekuritas Indonesia', 'Lokal', 'Coklat', 'mixed', 0.05, 2),
  b('KI', 'Ciptadana Sekuritas Asia', 'Lokal', 'Biru', 'institutional', 0.1, 2),
  b('AP', 'Pacific Sekuritas Indonesia', 'Lokal', 'Gold', 'mixed', 0.02, 1),
  b('BR', 'Trust Sekuritas', 'Lokal', 'Orange', 'institutional', 0.02, 2),
  b('RG', 'Profindo Sekuritas Indonesia', 'Lokal', 'Orange', 'institutional', 0.02, 2),
  b('CP', 'Valbury Sekuritas Indonesia', 'Lokal', 'Gold', 'mixed', 0.03, 2),
  b('YJ', 'Lotus Andalan Sekuritas', 'Lokal', 'Gold', 'mixed', 0.02, 1),
  b('IN', 'Investindo Nusantara Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('RF', 'Buana Capital Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('SS', 'Supra Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('PP', 'Aldiracita Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('SH', 'Artha Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('AO', 'Erdikha Elit Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('BZ', 'Batavia Prosperindo Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('CD', 'Mega Capital Sekuritas', 'Lokal', 'Gold', 'mixed', 0.02, 1),
  b('DD', 'Makindo Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('EL', 'Evergreen Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('FZ', 'Waterfront Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('GA', 'BNC Sekuritas Indonesia', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('IH', 'Indo Harvest Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('KS', 'Kresna Sekuritas', 'Lokal', 'Coklat', 'mixed', 0.02, 1),
  b('MU', 'Minna Padi Investama Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
  b('PO', 'Pilarmas Investindo Sekuritas', 'Lokal', 'Grey', 'mixed', 0.02, 1),
];

/** The brokers the dashboard and inventory follow by default (product-spec §9). */
export const BIG_FIVE_BROKERS = ['LG', 'MG', 'BR', 'RG', 'CC'] as const;
