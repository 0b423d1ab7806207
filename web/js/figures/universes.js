// 3. Why the Dirac game cannot be played one universe at a time: universes multiply by F^R a
// turn, and the game has few states. Bars on a scale of digits (a logarithmic scale), each
// labelled with the engine's count.
import { html } from "../../vendor/lit-html.js";
import { digitsOf, grouped, plural } from "../format.js";

export function universesSection({ a }) {
  const u = a.explain.universes;
  const { rules, starts } = a.solve;
  const n = starts.length;
  const words = html`
    <p>Each roll of the Dirac die splits the universe into one per face: ${rules.dirac_faces}.
    A turn of ${plural(rules.rolls, "roll")} splits it into <strong>${grouped(u.per_turn)}</strong>,
    a round of ${plural(n, "player")} into ${u.per_round ? html`<strong>${grouped(u.per_round)}</strong>` : "more than can be written here"}. The longest game
    lasts ${plural(u.round_count, "round")}${u.unstopped ? html`: had no game ended sooner, that many
    full rounds would make <span class="long">${grouped(u.unstopped)}</span> universes` : ""}.</p>
    <p>Games do end sooner, yet <span class="long"><strong>${grouped(u.total)}</strong></span> universes are
    played to the end. Following them one by one is out of the question.</p>
    <p>But a player can only stand on ${rules.board} spaces with a score below
    ${rules.dirac_target}: <strong>${grouped(u.player_states)}</strong> states. Universes in the same
    state go on the same way, so it is enough to count how many universes are in each state.
    The whole game, every player's space and score and whose turn it is, has
    ${u.game_states ? html`<strong>${grouped(u.game_states)}</strong>` : "too many to write"} states; one
    player alone has ${grouped(u.player_states)}, which is why dirac counts each player alone (section 4).</p>`;
  const bars = [
    ["states of one player: space and score", u.player_states],
    ["states of the whole game", u.game_states],
    ["universes played to the end", u.total],
    [`universes after ${plural(u.round_count, "round")}, had none ended`, u.unstopped],
  ].filter(([, count]) => count);
  const most = Math.max(...bars.map(([, c]) => digitsOf(c)));
  const figure = html`
    <div class="digits-bars" role="list">
      ${bars.map(([label, count]) => html`
        <div class="digits-bar" role="listitem">
          <div class="what">${label}</div>
          <div class="bar" style=${`width:${(100 * digitsOf(count)) / most}%`}></div>
          <div class="count">${grouped(count)} <span class="help">(${plural(digitsOf(count), "digit")})</span></div>
        </div>`)}
    </div>
    <p class="caption">Bars by number of digits: a logarithmic scale, on which each digit is ten times more.</p>`;
  return { words, figure };
}
