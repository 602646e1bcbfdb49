import { LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { registerChartParts } from './echart-core';

// Most charts show ECharts' own legend and tooltip: this entry registers them with the shared core.
registerChartParts([LegendPlainComponent, TooltipComponent]);

export { EChart, axisStyle, registerChartParts, type EChartEvents, type EChartOption } from './echart-core';
