import type { ChartOptions, DeepPartial } from 'lightweight-charts';
import { formatChartValue } from './dashboard-format';

/** Every dashboard chart labels its scales and crosshair in the Indonesian locale. */
export const DASHBOARD_CHART_OPTIONS: DeepPartial<ChartOptions> = {
  localization: { locale: 'id-ID', priceFormatter: formatChartValue },
};
