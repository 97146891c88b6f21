import { useEffect, useId, useRef, useState } from 'react';
import type { AnalyticsDay } from '#shared/analytics/events.ts';
import { formatCount, formatDay, formatLongDay, niceCeiling } from '../analytics-format.ts';

const HEIGHT = 220;

/** The element's width in CSS pixels, so the chart draws at its real size and its text stays legible. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
const PAD = { top: 12, right: 20, bottom: 28, left: 36 };

export const clicksOf = (day: AnalyticsDay) => day.orderClicks + day.quoteClicks + day.chatClicks;

/** A day's downloads; 0 for days counted before downloads were. */
export const downloadsOf = (day: AnalyticsDay) => day.downloads ?? 0;

/**
 * Plain SVG: WhatsApp clicks per day as bars, quote requests as a line with dots, document downloads
 * as a dashed line with squares. Drawn at its container's width; the numbers are also in the table
 * beside it.
 */
export function AnalyticsChart({ days, describedBy }: { days: AnalyticsDay[]; describedBy?: string }) {
  const titleId = useId();
  const [frame, WIDTH] = useWidth<HTMLDivElement>(720);
  // A date label every 5 days, every 10 on a phone.
  const labelEvery = WIDTH < 520 ? 10 : 5;
  const max = niceCeiling(
    Math.max(0, ...days.map((day) => Math.max(clicksOf(day), day.quoteRequests, downloadsOf(day)))),
  );
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const x = (index: number) => PAD.left + step * index + step / 2;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const line = days
    .map((day, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(day.quoteRequests).toFixed(1)}`)
    .join(' ');
  const downloadLine = days
    .map((day, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(downloadsOf(day)).toFixed(1)}`)
    .join(' ');

  return (
    <div ref={frame}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="block max-w-full"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-testid="analytics-chart"
      >
        <title id={titleId}>Klik WhatsApp, permintaan penawaran dan unduhan dokumen per hari, 30 hari terakhir</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px]">
              {formatCount(Math.round(tick))}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const clicks = clicksOf(day);
          const barWidth = Math.max(2, step * 0.62);
          return (
            <g key={day.date}>
              <rect
                x={x(i) - barWidth / 2}
                y={y(clicks)}
                width={barWidth}
                height={Math.max(0, y(0) - y(clicks))}
                rx={2}
                className="fill-emerald-500"
              >
                <title>{`${formatLongDay(day.date)}: ${formatCount(clicks)} klik WhatsApp, ${formatCount(day.quoteRequests)} permintaan penawaran, ${formatCount(downloadsOf(day))} unduhan dokumen`}</title>
              </rect>
              {(days.length - 1 - i) % labelEvery === 0 && (
                <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                  {formatDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
        <path
          d={downloadLine}
          fill="none"
          strokeWidth={2}
          strokeDasharray="5 3"
          className="stroke-amber-600"
          data-testid="downloads-line"
        />
        {days.map((day, i) =>
          downloadsOf(day) > 0 ? (
            <rect
              key={day.date}
              x={x(i) - 3}
              y={y(downloadsOf(day)) - 3}
              width={6}
              height={6}
              className="fill-amber-600"
              data-downloads={downloadsOf(day)}
            />
          ) : null,
        )}
        <path d={line} fill="none" strokeWidth={2} className="stroke-brand-700" />
        {days.map((day, i) =>
          day.quoteRequests > 0 ? (
            <circle key={day.date} cx={x(i)} cy={y(day.quoteRequests)} r={3} className="fill-brand-700" />
          ) : null,
        )}
      </svg>
    </div>
  );
}

export function ChartLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-3 w-3 rounded-sm bg-emerald-500" /> Klik WhatsApp
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-0.5 w-4 bg-brand-700" /> Permintaan penawaran
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-0 w-4 border-t-2 border-dashed border-amber-600" /> Unduhan dokumen
      </li>
    </ul>
  );
}
