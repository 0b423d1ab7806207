// 3. Why the Dirac game cannot be played one universe at a time: universes multiply by F^R a
// turn, and the game has few states. Bars on a scale of digits (a logarithmic scale), each
// labelled with the engine's count.
import { html } from "../../vendor/lit-html.js";
import { plural } from "../format.js";
import { num, shortened } from "../num.js";

export function universesSection({ a }) {
  const u = a.explain.universes;
  const { rules, starts } = a.solve;
  const n = starts.length;
  const words = html`
    <p>Each roll of the Dirac die splits the universe into one per face: ${rules.dirac_faces}.
    A turn of ${plural(rules.rolls, "roll")} splits it into <strong>${num(u.per_turn)}</strong>,
    a round of ${plural(n, "player")} into ${u.per_round ? html`<strong>${num(u.per_round)}</strong>` : "more than can be written here"}. The longest game
    lasts ${plural(u.round_count, "round")}${u.unstopped ? html`: had no game ended sooner, that many
    full rounds would make <span class="long">${num(u.unstopped)}</span> universes` : ""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${num(u.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${plural(rules.board, "space")} with a score below
    ${rules.dirac_target}: <strong>${num(u.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${u.game_states ? html`<strong>${num(u.game_states)}</strong>` : "too many to write"} states; one
    player alone has ${num(u.player_states)}, which is why dirac counts each player alone (section 4).</p>
    ${foldWords(a)}
    ${visitsWords(a)}`;
  // Each count with its length in digits, as the engine counts them (a long count is
  // written shortened).
  const bars = [
    ["states of one player: space and score", u.player_states, u.player_states_digits],
    ["states of the whole game", u.game_states, u.game_states_digits],
    ["universes played to the end", u.total, u.total_digits],
    [`universes after ${plural(u.round_count, "round")}, had none ended`, u.unstopped, u.unstopped_digits],
  ].filter(([, count]) => count);
  const most = Math.max(...bars.map(([, , digits]) => digits));
  const figure = html`
    <div class="digits-bars" role="list">
      ${bars.map(([label, count, digits]) => html`
        <div class="digits-bar" role="listitem">
          <div class="what">${label}</div>
          <div class="bar" style=${`width:${(100 * digits) / most}%`}></div>
          <div class="count">${num(count)}${shortened(count) ? "" : html` <span class="help">(${plural(digits, "digit")})</span>`}</div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>
    ${foldFigure(a)}`;
  return { words, figure };
}

/** The classic memoised recursion against counting each player alone: the states each
 * visits under the current rules, as the engine counted them. */
function visitsWords(a) {
  const v = a.explain.visits;
  const u = a.explain.universes;
  const cells = v.player_cells;
  // At most eight players' counts (the engine counts no more).
  const listed = cells.map((c, i) => html`${i ? (i === cells.length - 1 ? " and " : ", ") : ""}${num(c)}`);
  return html`<p id="visits">The solution most lessons start from is a memoised recursion over
    these joint states: ask "how many universes does each player win from here?" of the start;
    a state's answer is the sum, over the turn's moves, of the answers of the states they lead
    to, each state solved once. ${v.joint_visited !== null
      ? html`Here it solves <strong>${num(v.joint_visited)}</strong> states (of the
        ${u.game_states ? num(u.game_states) : "many"} there are), making ${num(v.joint_moves)} moves.`
      : html`Here the game has too many states for this page to walk them.`}
    ${cells.length ? html`Counting each player alone, dirac visits ${listed}
      (space, score) cells (${cells.length === 1 ? "the player's" : "one count per player, in turn order"}),
      each once a turn, then combines the players round by round (section 5).` : ""}</p>`;
}

/** The step counting rests on, in words: sequences to sums to moves, on the current numbers. */
function foldWords(a) {
  const { rules } = a.solve;
  const m = a.explain.turn_moves;
  const per = a.explain.universes.per_turn;
  const sums = m.sums;
  const list = (xs) => xs.length <= 12 ? xs.join(", ") : `${xs.slice(0, 5).join(", ")}, …, ${xs.slice(-2).join(", ")}`;
  // Whether sums fold together on the board: known from the sums listed; when they are too
  // many to list, the words say only how many moves there are.
  const merged = sums.length > m.folded_count;
  // With one roll a turn there is no order to forget: each face is a move.
  const opening = rules.rolls === 1
    ? html`A turn is one roll: `
    : html`And a state's count does not fan out ${num(per)} ways a turn. Only the sum of
    the rolls moves the player, not their order: `;
  return html`<p id="fold-words">${opening}${sums.length
      ? html`the ${num(per)} roll sequences of a turn have only <strong>${plural(sums.length, "sum")}</strong>,
        ${list(sums.map((s) => s.sum))}, in ${list(sums.map((s) => s.ways))} ${sums.length === 1 ? "way" : "ways"}.`
      : html`their sums are too many to list here.`}
    On a board of ${plural(rules.board, "space")} a sum of s moves the player s spaces on, which lands where
    s − ${rules.board} would: only the remainder of s divided by ${rules.board} matters${!sums.length
      ? html`: a turn has <strong>${plural(m.folded_count, "move")}</strong> on the board`
      : merged
      ? html`, so the sums fold onto <strong>${plural(m.folded_count, "move")}</strong> on the board`
      : html`, and here every sum is its own move: <strong>${plural(m.folded_count, "move")}</strong>`}.
    A turn sends each state's count to ${plural(m.folded_count, "place")}, each times its
    sequences: the multiplication by ${num(per)} happens in the counts, never one sequence at a time.</p>`;
}

/** The figure of that step: each sum a column of its roll sequences (or a bar, when they are
 * too many to list), labelled with its ways and the move it makes on the board. */
function foldFigure(a) {
  const { rules } = a.solve;
  const m = a.explain.turn_moves;
  if (!m.sums.length) {
    return html`<p class="help" id="fold">${plural(m.folded_count, "move")} on the board; the sums are too many to draw.</p>`;
  }
  const most = Math.max(...m.sums.map((s) => Number(s.ways)));
  const chips = m.sums.some((s) => s.sequences.length);
  return html`<figure class="fold" id="fold" aria-label="A turn's roll sequences by their sum">
    <div class=${`fold-cols${chips ? "" : " bars"}${m.sums.length > 20 ? " many" : ""}`}>${m.sums.map((s) => html`<div class="fold-col" data-sum=${s.sum}>
      <div class="ways">${num(s.ways)}</div>
      ${chips
        ? html`<div class="chips">${s.sequences.map((q) => html`<span class="chip">${q.join("+")}</span>`)}</div>`
        : html`<div class="fold-bar" style=${`height:${Math.max(2, (60 * Number(s.ways)) / most)}px`}></div>`}
      <div class="sum">${s.sum}</div>
      <div class="to">${chips ? "→ " : ""}${s.distance}</div>
    </div>`)}</div>
    <figcaption class="caption">Each column: the roll sequences of a turn with that sum (their
    number above); below, the sum and${chips ? "" : ", in grey,"} the spaces it moves on a board of ${rules.board} (its
    remainder). ${m.folded.length < m.folded_count ? "" : html`Moves: ${m.folded.map((f, i) => html`${i ? ", " : ""}${f.distance} in ${num(f.ways)}`)}.`}</figcaption>
  </figure>`;
}
