// Icons drawn as SVG, the same whatever fonts the system has (a font without the pause glyph
// shows an empty box).
import { svg } from "../vendor/lit-html.js";

const draw = (shape) => svg`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">${shape}</svg>`;

export const icon = {
  play: draw(svg`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),
  pause: draw(svg`<path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor"/>`),
  previous: draw(svg`<path d="M12 2.5v11l-9-5.5z" fill="currentColor"/>`),
  next: draw(svg`<path d="M4 2.5v11l9-5.5z" fill="currentColor"/>`),
  remove: draw(svg`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`),
};
