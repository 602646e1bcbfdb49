import type { SectorCode } from '../types.ts';

/**
 * Listed companies of the demo market: real IDX tickers, names and IDX-IC sectors. Shares are
 * approximate listed shares; `startPrice` seeds the simulation (late 2020 levels, or the IPO price
 * for later listings) and `liquidity` scales simulated turnover (1 = the most traded names).
 */
export type InstrumentSeed = {
  symbol: string;
  name: string;
  sector: SectorCode;
  subIndustry: string;
  /** Listed shares, in millions. */
  sharesMillions: number;
  startPrice: number;
  liquidity: number;
  /**
   * The share of a liquid name's ordinary day of trades this stock sees; unset, 0.2 + 0.8 ×
   * liquidity. The made-up long tail sets it far lower: most IDX names change hands a few dozen
   * times a day, and their trade records are what a broad market costs to store.
   */
  tradeShare?: number;
  /** First trading day for companies listed after the simulation starts. */
  listedOn?: string;
};

const i = (
  symbol: string,
  name: string,
  sector: SectorCode,
  subIndustry: string,
  sharesMillions: number,
  startPrice: number,
  liquidity: number,
  listedOn?: string,
): InstrumentSeed => ({ symbol, name, sector, subIndustry, sharesMillions, startPrice, liquidity, listedOn });

export const INSTRUMENTS: ReadonlyArray<InstrumentSeed> = [
  // A Energy
  i('ADRO', 'Alamtri Resources Indonesia Tbk', 'A', 'Coal', 30_759, 1_300, 0.9),
  i('AADI', 'Adaro Andalan Indonesia Tbk', 'A', 'Coal', 7_787, 5_975, 0.6, '2024-12-05'),
  i('ADMR', 'Adaro Minerals Indonesia Tbk', 'A', 'Coal', 40_882, 100, 0.6, '2022-01-03'),
  i('PTBA', 'Bukit Asam Tbk', 'A', 'Coal', 11_521, 2_800, 0.7),
  i('ITMG', 'Indo Tambangraya Megah Tbk', 'A', 'Coal', 1_130, 13_000, 0.5),
  i('MEDC', 'Medco Energi Internasional Tbk', 'A', 'Oil, Gas & Coal Supports', 25_136, 580, 0.7),
  i('PGAS', 'Perusahaan Gas Negara Tbk', 'A', 'Oil & Gas', 24_242, 1_600, 0.7),
  i('AKRA', 'AKR Corporindo Tbk', 'A', 'Oil & Gas Storage & Distribution', 19_738, 620, 0.6),
  i('BUMI', 'Bumi Resources Tbk', 'A', 'Coal', 371_000, 70, 0.8),
  i('HRUM', 'Harum Energy Tbk', 'A', 'Coal', 13_518, 600, 0.4),
  i('INDY', 'Indika Energy Tbk', 'A', 'Coal', 5_210, 1_250, 0.4),
  i('DSSA', 'Dian Swastatika Sentosa Tbk', 'A', 'Coal', 7_705, 1_400, 0.3),
  i('ELSA', 'Elnusa Tbk', 'A', 'Oil, Gas & Coal Supports', 7_298, 300, 0.3),
  // B Basic Materials
  i('ANTM', 'Aneka Tambang Tbk', 'B', 'Metal & Mineral Mining', 24_031, 1_900, 0.9),
  i('INCO', 'Vale Indonesia Tbk', 'B', 'Metal & Mineral Mining', 10_540, 5_000, 0.6),
  i('MDKA', 'Merdeka Copper Gold Tbk', 'B', 'Metal & Mineral Mining', 24_111, 2_300, 0.7),
  i('MBMA', 'Merdeka Battery Materials Tbk', 'B', 'Metal & Mineral Mining', 107_995, 462, 0.6, '2023-04-18'),
  i('NCKL', 'Trimegah Bangun Persada Tbk', 'B', 'Metal & Mineral Mining', 63_099, 1_000, 0.5, '2023-04-12'),
  i('TINS', 'Timah Tbk', 'B', 'Metal & Mineral Mining', 7_448, 1_500, 0.5),
  i('SMGR', 'Semen Indonesia (Persero) Tbk', 'B', 'Cement', 6_751, 9_500, 0.5),
  i('INTP', 'Indocement Tunggal Prakarsa Tbk', 'B', 'Cement', 3_681, 13_000, 0.3),
  i('INKP', 'Indah Kiat Pulp & Paper Tbk', 'B', 'Pulp & Paper', 5_471, 10_500, 0.5),
  i('TKIM', 'Pabrik Kertas Tjiwi Kimia Tbk', 'B', 'Pulp & Paper', 3_113, 9_000, 0.3),
  i('BRPT', 'Barito Pacific Tbk', 'B', 'Petrochemicals', 93_747, 900, 0.7),
  i('TPIA', 'Chandra Asri Pacific Tbk', 'B', 'Petrochemicals', 86_511, 2_700, 0.4),
  i(
    'AMMN',
    'Amman Mineral Internasional Tbk',
    'B',
    'Metal & Mineral Mining',
    72_517,
    1_695,
    0.6,
    '2023-07-07',
  ),
  // C Industrials
  i('ASII', 'Astra International Tbk', 'C', 'Multi-sector Holdings', 40_484, 5_500, 0.9),
  i('UNTR', 'United Tractors Tbk', 'C', 'Heavy Machinery', 3_730, 24_000, 0.6),
  i('HEXA', 'Hexindo Adiperkasa Tbk', 'C', 'Heavy Machinery', 840, 3_500, 0.1),
  i('IMPC', 'Impack Pratama Industri Tbk', 'C', 'Building Products', 4_833, 1_300, 0.2),
  // D Consumer Non-Cyclicals
  i('ICBP', 'Indofood CBP Sukses Makmur Tbk', 'D', 'Processed Foods', 11_662, 9_600, 0.6),
  i('INDF', 'Indofood Sukses Makmur Tbk', 'D', 'Processed Foods', 8_780, 6_800, 0.6),
  i('UNVR', 'Unilever Indonesia Tbk', 'D', 'Personal Care Products', 38_150, 7_500, 0.6),
  i('MYOR', 'Mayora Indah Tbk', 'D', 'Processed Foods', 22_359, 2_600, 0.4),
  i('CPIN', 'Charoen Pokphand Indonesia Tbk', 'D', 'Animal Feed', 16_398, 6_500, 0.5),
  i('JPFA', 'Japfa Comfeed Indonesia Tbk', 'D', 'Animal Feed', 11_727, 1_400, 0.5),
  i('GGRM', 'Gudang Garam Tbk', 'D', 'Tobacco', 1_924, 42_000, 0.4),
  i('HMSP', 'HM Sampoerna Tbk', 'D', 'Tobacco', 116_318, 1_500, 0.4),
  i('AMRT', 'Sumber Alfaria Trijaya Tbk', 'D', 'Food Retail', 41_524, 900, 0.5),
  i('AALI', 'Astra Agro Lestari Tbk', 'D', 'Plantations & Crops', 1_925, 10_500, 0.3),
  i('LSIP', 'PP London Sumatra Indonesia Tbk', 'D', 'Plantations & Crops', 6_822, 1_300, 0.3),
  i('MIDI', 'Midi Utama Indonesia Tbk', 'D', 'Food Retail', 33_435, 390, 0.2),
  // E Consumer Cyclicals
  i('ACES', 'Aspirasi Hidup Indonesia Tbk', 'E', 'Home Improvement Retail', 17_120, 1_650, 0.6),
  i('MAPI', 'Mitra Adiperkasa Tbk', 'E', 'Department Stores', 16_600, 800, 0.6),
  i('MAPA', 'MAP Aktif Adiperkasa Tbk', 'E', 'Apparel Retail', 28_504, 700, 0.4),
  i('ERAA', 'Erajaya Swasembada Tbk', 'E', 'Electronics Retail', 15_950, 500, 0.5),
  i('LPPF', 'Matahari Department Store Tbk', 'E', 'Department Stores', 2_334, 1_300, 0.3),
  i('SCMA', 'Surya Citra Media Tbk', 'E', 'Broadcasting', 73_970, 220, 0.4),
  i('MNCN', 'Media Nusantara Citra Tbk', 'E', 'Broadcasting', 15_057, 900, 0.4),
  // F Healthcare
  i('KLBF', 'Kalbe Farma Tbk', 'F', 'Pharmaceuticals', 46_875, 1_500, 0.7),
  i('HEAL', 'Medikaloka Hermina Tbk', 'F', 'Healthcare Facilities', 15_366, 800, 0.4),
  i('MIKA', 'Mitra Keluarga Karyasehat Tbk', 'F', 'Healthcare Facilities', 13_907, 2_600, 0.4),
  i('SILO', 'Siloam International Hospitals Tbk', 'F', 'Healthcare Facilities', 13_006, 1_300, 0.3),
  i('SIDO', 'Industri Jamu dan Farmasi Sido Muncul Tbk', 'F', 'Pharmaceuticals', 30_000, 750, 0.4),
  i('PRDA', 'Prodia Widyahusada Tbk', 'F', 'Healthcare Providers', 937, 3_500, 0.1),
  // G Financials
  i('BBCA', 'Bank Central Asia Tbk', 'G', 'Banks', 123_275, 6_600, 1),
  i('BBRI', 'Bank Rakyat Indonesia (Persero) Tbk', 'G', 'Banks', 151_559, 3_900, 1),
  i('BMRI', 'Bank Mandiri (Persero) Tbk', 'G', 'Banks', 93_333, 3_100, 1),
  i('BBNI', 'Bank Negara Indonesia (Persero) Tbk', 'G', 'Banks', 37_297, 2_900, 0.9),
  i('BBTN', 'Bank Tabungan Negara (Persero) Tbk', 'G', 'Banks', 14_034, 1_700, 0.6),
  i('BRIS', 'Bank Syariah Indonesia Tbk', 'G', 'Banks', 46_129, 1_300, 0.7),
  i('ARTO', 'Bank Jago Tbk', 'G', 'Banks', 13_857, 4_000, 0.6),
  i('BNGA', 'Bank CIMB Niaga Tbk', 'G', 'Banks', 24_880, 950, 0.4),
  i('NISP', 'Bank OCBC NISP Tbk', 'G', 'Banks', 22_945, 850, 0.2),
  i('PNBN', 'Bank Pan Indonesia Tbk', 'G', 'Banks', 24_088, 800, 0.3),
  i('BTPS', 'Bank BTPN Syariah Tbk', 'G', 'Banks', 7_704, 3_600, 0.4),
  i('MEGA', 'Bank Mega Tbk', 'G', 'Banks', 11_921, 6_000, 0.1),
  // H Properties & Real Estate
  i('CTRA', 'Ciputra Development Tbk', 'H', 'Real Estate Development', 18_536, 950, 0.6),
  i('BSDE', 'Bumi Serpong Damai Tbk', 'H', 'Real Estate Development', 21_171, 1_150, 0.6),
  i('PWON', 'Pakuwon Jati Tbk', 'H', 'Real Estate Development', 48_160, 480, 0.5),
  i('SMRA', 'Summarecon Agung Tbk', 'H', 'Real Estate Development', 16_509, 780, 0.5),
  i('ASRI', 'Alam Sutera Realty Tbk', 'H', 'Real Estate Development', 19_649, 180, 0.3),
  i('LPKR', 'Lippo Karawaci Tbk', 'H', 'Real Estate Development', 70_898, 200, 0.4),
  // I Technology
  i('GOTO', 'GoTo Gojek Tokopedia Tbk', 'I', 'Internet & Platform Services', 1_187_000, 338, 1, '2022-04-11'),
  i('EMTK', 'Elang Mahkota Teknologi Tbk', 'I', 'Internet & Platform Services', 61_242, 1_500, 0.6),
  i('BUKA', 'Bukalapak.com Tbk', 'I', 'Internet & Platform Services', 103_075, 850, 0.8, '2021-08-06'),
  i('DCII', 'DCI Indonesia Tbk', 'I', 'IT Services & Consulting', 2_384, 5_000, 0.1),
  i('MTDL', 'Metrodata Electronics Tbk', 'I', 'Computer Hardware', 12_277, 400, 0.3),
  // J Infrastructures
  i('TLKM', 'Telkom Indonesia (Persero) Tbk', 'J', 'Telecommunication Services', 99_062, 3_300, 1),
  i('ISAT', 'Indosat Tbk', 'J', 'Wireless Telecommunication Services', 32_252, 5_000, 0.5),
  i('EXCL', 'XL Axiata Tbk', 'J', 'Wireless Telecommunication Services', 13_128, 2_300, 0.6),
  i('TOWR', 'Sarana Menara Nusantara Tbk', 'J', 'Telecommunication Towers', 51_014, 1_000, 0.5),
  i('TBIG', 'Tower Bersama Infrastructure Tbk', 'J', 'Telecommunication Towers', 22_657, 1_500, 0.3),
  i('JSMR', 'Jasa Marga (Persero) Tbk', 'J', 'Toll Roads', 7_258, 4_000, 0.5),
  i('MTEL', 'Dayamitra Telekomunikasi Tbk', 'J', 'Telecommunication Towers', 83_515, 800, 0.4, '2021-11-22'),
  i('PGEO', 'Pertamina Geothermal Energy Tbk', 'J', 'Electric Utilities', 41_508, 875, 0.5, '2023-02-24'),
  i('BREN', 'Barito Renewables Energy Tbk', 'J', 'Electric Utilities', 133_786, 780, 0.6, '2023-10-09'),
  i('WIKA', 'Wijaya Karya (Persero) Tbk', 'J', 'Heavy Constructions', 39_872, 1_600, 0.5),
  // K Transportation & Logistic
  i('BIRD', 'Blue Bird Tbk', 'K', 'Land Transportation', 2_502, 1_300, 0.2),
  i('SMDR', 'Samudera Indonesia Tbk', 'K', 'Marine Transportation', 16_376, 300, 0.3),
  i('ASSA', 'Adi Sarana Armada Tbk', 'K', 'Logistics & Deliveries', 3_692, 900, 0.3),
  i('GIAA', 'Garuda Indonesia (Persero) Tbk', 'K', 'Airlines', 91_480, 400, 0.4),
];

/** The indices the screens offer, and how each picks its members. */
export const INDEX_CODES = ['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30'] as const;
export type IndexCode = (typeof INDEX_CODES)[number];
