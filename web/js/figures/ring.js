// The circular board, drawn for the setup (tap a space to start a player there) and for the
// turn board (where everyone stands after a turn of the practice game).
import { svg } from "../../vendor/lit-html.js";
import { grouped, playerColour } from "../format.js";

/** The most spaces drawn one by one; a larger board is a ring with some spaces marked (`marks`). */
export const SPACES_DRAWN = 60;
/** The most tokens drawn on one space; more are counted (`+12`). */
export const TOKENS_DRAWN = 4;

const R = 95;

/** The point of space `s` (from 1) of a board of `b`, at radius `r`. */
export function at(s, b, r = R) {
  const angle = ((s - 1) / b) * 2 * Math.PI - Math.PI / 2;
  return [r * Math.cos(angle), r * Math.sin(angle)];
}

/** The size of a space's circle. */
const slotSize = (b) => Math.max(4, Math.min(16, 280 / Math.min(b, SPACES_DRAWN)));

/** The spaces marked round a board too large to draw space by space: every tenth, or every
 * quarter where their labels are long (a board of 10,000 spaces or more), so that no two meet. */
const marks = (b) => (b >= 10000 ? 4 : 10);

/**
 * The board of `b` spaces with the players at `spaces` (one per player, in turn order), the
 * spaces as buttons when `onPick` is given. `highlight` marks one space (the last landed on).
 */
export function ring({ b, spaces, onPick = null, highlight = 0, move = null }) {
  const r = slotSize(b);
  const shown = b <= SPACES_DRAWN;
  // Players on each space, in turn order.
  const on = new Map();
  spaces.forEach((s, i) => s >= 1 && s <= b && on.set(s, [...(on.get(s) ?? []), i]));
  const key = (e, s) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onPick(s, e);
    }
  };
  const slots = shown
    ? Array.from({ length: b }, (_, k) => {
        const s = k + 1;
        const [x, y] = at(s, b);
        const label = b <= 30 ? svg`<text x=${x} y=${y + 4} text-anchor="middle" font-size=${Math.max(9, Math.min(12, r))}>${s}</text>` : "";
        return onPick
          ? svg`<g class="space" tabindex="0" role="button" aria-label=${`Space ${s}`} @click=${(e) => onPick(s, e)} @keydown=${(e) => key(e, s)}>
              <circle class=${s === highlight ? "slot landed" : "slot"} cx=${x} cy=${y} r=${r}></circle>${label}</g>`
          : svg`<g class="space"><circle class=${s === highlight ? "slot landed" : "slot"} cx=${x} cy=${y} r=${r}></circle>${label}</g>`;
      })
    : Array.from({ length: marks(b) }, (_, k) => Math.round((k * b) / marks(b)) + 1).map((s) => {
        // Inside the ring, each label running inward from its side, so that a long one (a
        // board of a million spaces) stays within the figure's width.
        // Those near the top and bottom are centred, further in, clear of their neighbours.
        const [ex] = at(s, b, R);
        const side = Math.abs(ex) > R * 0.75;
        const [x, y] = at(s, b, side ? R - 10 : R - 22);
        const anchor = !side ? "middle" : x > 0 ? "end" : "start";
        return svg`<text x=${x} y=${y + 4} text-anchor=${anchor} font-size="11">${grouped(s)}</text>`;
      });
  const tokens = [...on.entries()].flatMap(([s, players]) => {
    const [x, y] = at(s, b);
    const drawn = players.slice(0, TOKENS_DRAWN).map((i, k) => {
      const inward = 1 - (r * 1.7 + k * r * 0.95) / R;
      return svg`<circle class="token" cx=${x * inward} cy=${y * inward} r=${r * 0.55} fill=${playerColour(i)}><title>${`Player ${i + 1} on space ${s}`}</title></circle>`;
    });
    if (players.length > TOKENS_DRAWN) {
      const inward = 1 - (r * 1.7 + TOKENS_DRAWN * r * 0.95) / R;
      drawn.push(svg`<text class="more" x=${x * inward} y=${y * inward + 4} text-anchor="middle">+${players.length - TOKENS_DRAWN}</text>`);
    }
    return drawn;
  });
  let arrow = "";
  if (move && (move.steps > 0 || move.laps > 0)) {
    // The move goes round the ring, space by space: an arc inside it from the space left to
    // the space landed on, clockwise, its steps past whole laps as the engine counts them, a
    // dot on each space passed (while they are few enough to see), and a whole circle for a
    // move of whole laps, which comes round to where it started (a move of nothing: no arc).
    const { from, to } = move;
    const inner = R - r - 4;
    const steps = move.steps || b;
    const [x1, y1] = at(from, b, inner);
    const [x2, y2] = at(to, b, inner);
    const [xm, ym] = at(from + steps / 2, b, inner);
    const large = steps / b > 0.5 ? 1 : 0;
    const d = steps === b
      ? `M${x1},${y1} A${inner},${inner} 0 0 1 ${xm},${ym} A${inner},${inner} 0 0 1 ${x2},${y2}`
      : `M${x1},${y1} A${inner},${inner} 0 ${large} 1 ${x2},${y2}`;
    const passed = shown && steps <= 30
      ? Array.from({ length: steps - 1 }, (_, k) => {
          const [x, y] = at(from + k + 1, b, inner);
          return svg`<circle class="step" cx=${x} cy=${y} r="2.2"></circle>`;
        })
      : [];
    arrow = svg`<path class="move" d=${d} marker-end="url(#arrow)"></path>${passed}`;
  }
  const defs = move
    ? svg`<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1d232b"></path></marker></defs>`
    : "";
  return svg`
    ${defs}
    <circle class="track" r=${R}></circle>
    ${slots}${arrow}${tokens}
    ${shown ? "" : svg`<text x="0" y=${marks(b) === 4 ? -20 : 4} text-anchor="middle" font-size="11">${`${grouped(b)} spaces`}</text>`}`;
}
