// Pieces the charts share: axes with labelled ticks, in the chart's own pixels (each chart's
// viewBox is as wide as it is shown, so a font size is a size on screen).
import { svg } from "../vendor/lit-html.js";

/**
 * A chart's frame: `x` and `y` map values to pixels; `xTicks` and `yTicks` are `[value,
 * label]` pairs; `xLabel` is written under the axis, `yLabel` above it on the left.
 */
export function axes({ w, h, pad, x, y, xTicks, yTicks, xLabel, yLabel }) {
  return svg`
    <g class="axis">
      ${yTicks.map(([v, label]) => svg`
        <line class="grid" x1=${pad.l} x2=${w - pad.r} y1=${y(v)} y2=${y(v)}></line>
        <text x=${pad.l - 6} y=${y(v) + 4} text-anchor="end">${label}</text>`)}
      <line class="base" x1=${pad.l} x2=${w - pad.r} y1=${h - pad.b} y2=${h - pad.b}></line>
      ${xTicks.map(([v, label]) => svg`
        <line class="tick" x1=${x(v)} x2=${x(v)} y1=${h - pad.b} y2=${h - pad.b + 4}></line>
        <text x=${x(v)} y=${h - pad.b + 17} text-anchor="middle">${label}</text>`)}
      <text class="label" x=${pad.l + (w - pad.l - pad.r) / 2} y=${h - 6} text-anchor="middle">${xLabel}</text>
      ${yLabel ? svg`<text class="label" x=${Math.max(4, pad.l - 40)} y=${pad.t - 10} text-anchor="start">${yLabel}</text>` : ""}
    </g>`;
}
