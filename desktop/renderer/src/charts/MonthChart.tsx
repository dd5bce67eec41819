import { Bar, LinePath } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { currentLanguage } from '../i18n/i18n';
import { formatNumber } from '../i18n/formats';
import { shortMonth, type MonthPoint } from './month-points';

/*
 * The chart of 12 months (docs/charts.md): team volume as bars, PV as a line. Drawn with visx
 * (d3 scales and shapes as React SVG), loaded on its own by LazyMonthChart. To assistive
 * technology it is one image with a name; the numbers are in the table beside it.
 */

const WIDTH = 600;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 52 };

export interface MonthChartProps {
  /** The image's accessible name ('Team volume, last 12 months'). */
  label: string;
  points: readonly MonthPoint[];
}

export default function MonthChart({ label, points }: MonthChartProps) {
  const language = currentLanguage();
  const top = Math.max(1, ...points.flatMap((p) => [p.bar ?? 0, p.line ?? 0]));
  const x = scaleBand({ domain: points.map((p) => p.period), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.25 });
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const ticks = y.ticks(4);
  const middle = (period: string) => (x(period) ?? 0) + x.bandwidth() / 2;
  const line = points.filter((p) => p.line !== undefined);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-slate-600 dark:text-slate-400" data-testid="month-chart">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-700" />
          <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-current text-[16px]">
            {formatNumber(tick, language, { notation: 'compact' })}
          </text>
        </g>
      ))}
      {points.map((p) =>
        p.bar === null ? null : (
          <Bar key={p.period} x={x(p.period)} y={y(p.bar)} width={x.bandwidth()} height={Math.max(0, y(0) - y(p.bar))} rx={2} className="fill-emerald-600 dark:fill-emerald-500" />
        ),
      )}
      {line.length > 0 && (
        <LinePath
          data={line}
          x={(p) => middle(p.period)}
          y={(p) => y(p.line ?? 0)}
          defined={(p) => p.line !== null && p.line !== undefined}
          className="fill-none stroke-sky-700 dark:stroke-sky-300"
          strokeWidth={2}
        />
      )}
      {line.map((p) => (p.line === null || p.line === undefined ? null : <circle key={p.period} cx={middle(p.period)} cy={y(p.line)} r={3} className="fill-sky-700 dark:fill-sky-300" />))}
      {points.map((p) => (
        <text key={p.period} x={middle(p.period)} y={HEIGHT - 8} textAnchor="middle" className="fill-current text-[16px]">
          {shortMonth(p.period, language)}
        </text>
      ))}
    </svg>
  );
}
