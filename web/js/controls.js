// The game's controls: the puzzle input, the player chips, the board to place starts on and
// the rules' inputs. They show the state and report what the reader does through `act`; they
// never change the state themselves.
import { html, render, svg } from "../vendor/lit-html.js";
import { dieOver, startsOf } from "./state.js";
import { icon } from "./icons.js";
import { grouped, playerColour } from "./format.js";
import { ring } from "./figures/ring.js";

/** Builds the rules' inputs once, from the engine's list; `act.rule(key, text)` on input. `$`
 * finds an element of the explorer by its id (in the page, or a widget's shadow root). */
export function buildRules(meta, act, $) {
  const box = $("rules");
  for (const r of meta.rules) {
    const wrap = document.createElement("div");
    const id = `rule-${r.key}`;
    wrap.innerHTML = `<label for="${id}">${r.name}</label>`;
    const input = document.createElement("input");
    Object.assign(input, { id, type: "text", inputMode: "numeric", spellcheck: false, autocomplete: "off" });
    input.setAttribute("aria-describedby", `${id}-range`);
    input.addEventListener("input", (e) => act.rule(r.key, input.value.trim(), e));
    const range = document.createElement("div");
    range.className = "range";
    range.id = `${id}-range`;
    wrap.append(input, range);
    box.appendChild(wrap);
  }
  const dice = document.createElement("div");
  dice.className = "dice";
  for (const d of meta.dice) {
    const wrap = document.createElement("div");
    const id = `rule-${d.key}`;
    wrap.innerHTML = `<label for="${id}">${d.name}</label>`;
    const input = document.createElement("input");
    Object.assign(input, { id, type: "text", placeholder: d.default, title: d.allowed, spellcheck: false, autocomplete: "off" });
    input.setAttribute("aria-describedby", `${id}-now ${id}-range`);
    input.addEventListener("input", (e) => act.rule(d.key, input.value.trim(), e));
    const now = document.createElement("div");
    now.className = "now";
    now.id = `${id}-now`;
    const range = document.createElement("div");
    range.className = "range";
    range.id = `${id}-range`;
    const partner = meta.rules.find((r) => r.key === d.replaces);
    range.textContent = `${d.allowed}. Empty: set by the ${partner.name} above; the puzzle: ${d.default}.`;
    wrap.append(input, now, range);
    dice.appendChild(wrap);
  }
  box.appendChild(dice);
}

/** Shows the state in the inputs. `rules` is the view's rules (null after an error): the
 * dice as the engine wrote them, and the counts a typed die sets. `lastStarts` are the starts
 * last played, shown while the text does not parse or the input is refused (`inputError`). */
export function showControls($, state, meta, rules, lastStarts, act, inputError = false) {
  if ($("input").value !== state.text) $("input").value = state.text;
  for (const r of meta.rules) {
    const input = $(`rule-${r.key}`);
    const die = dieOver(meta, state.rules, r.key);
    input.disabled = Boolean(die);
    input.closest("div").classList.toggle("replaced", input.disabled);
    // The allowed range is the engine's text, grouped as is: whole numbers past 2^53 stay
    // exact (and no locale is loaded: a first toLocaleString costs some 20 ms).
    $(`rule-${r.key}-range`).textContent = die
      ? `set by the ${die.name} below`
      : `${r.about}. 1 to ${grouped(r.max)}; the puzzle: ${r.default}`;
    if (die) input.value = rules ? String(rules[r.field]) : "";
    else if (input.value.trim() !== state.rules[r.key]) input.value = state.rules[r.key];
  }
  for (const d of meta.dice) {
    // Compared trimmed, so that a space being typed (`1, 2`) stays.
    const input = $(`rule-${d.key}`);
    if (input.value.trim() !== state.rules[d.key]) input.value = state.rules[d.key];
    // The placeholder is the die the rules in play roll (`1..4` for four faces).
    input.placeholder = rules ? rules[d.field] : d.default;
    const die = rules ? rules[d.field] : "";
    const shows = input.value.trim() || input.placeholder;
    $(`rule-${d.key}-now`).textContent = die && die !== shows ? `In play: ${die}` : "";
  }
  // A text that is not a game keeps the last game's players, disabled; a game whose start is
  // off the board keeps its own, so that the reader can choose that player and tap a space.
  const parsed = startsOf(state.text);
  const starts = parsed ?? lastStarts ?? [];
  const editable = Boolean(parsed);
  const chosen = Math.min(state.chosen, Math.max(starts.length - 1, 0));
  const note = !editable
    ? html`<p class="help stale">The input is not a game (see the message below); the players as last played:</p>`
    : inputError
      ? html`<p class="help stale">A start is not on the board: choose that player, then tap a space.</p>`
      : "";
  render(
    html`${note}
      ${starts.map((p, i) => html`
        <div class="player" aria-pressed=${String(i === chosen)}>
          <span class="swatch" style=${`background:${playerColour(i)}`}></span>
          <button type="button" aria-pressed=${String(i === chosen)} ?disabled=${!editable}
            title="Choose this player, then tap a space on the board" @click=${() => act.choose(i)}>Player ${i + 1}: space ${p}</button>
          <button type="button" aria-label=${`Remove player ${i + 1}`} ?disabled=${!editable || starts.length === 1}
            @click=${(e) => act.remove(i, e)}>${icon.remove}</button>
        </div>`)}`,
    $("players"),
  );
  $("add-player").disabled = !editable;
  // While the rules are refused, the board typed (or else the puzzle's, as the engine gives it).
  const puzzleBoard = Number(meta.rules.find((r) => r.key === "board").default);
  const b = rules ? rules.board : Number(state.rules.board) || puzzleBoard;
  const board = $("board");
  board.setAttribute("viewBox", "-120 -120 240 240");
  render(svg`${ring({ b, spaces: starts, onPick: editable ? (s, e) => act.place(s, e) : null })}`, board);
}
