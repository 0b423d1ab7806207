//! The catalog of day 21's known mistakes, each with a stable id, the part it spoils and its
//! words: what went wrong, how to see it for oneself, and what fixes it, in the numbers of the
//! rules in play.
//!
//! Three kinds. Some play *nearby rules* (a die one face short, a win only past the target, one
//! split a turn): dirac plays those games as it plays any. The others read the *right game
//! wrongly* (the smaller count, turns for rolls, a count wrapped to 32 bits): their numbers come
//! from the right game's own outcome and turn table. A third kind plays games no rule of dirac
//! plays (a space scored wrongly, the win tested late, a recursion that counts wrongly): the
//! check plays those the plain way, walking or counting them turn by turn.

use crate::rules::Rules;
use crate::view::CatalogEntry;

/// One known mistake. Its [`id`](Mistake::id) is stable: scripts and the JSON of a check name
/// it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mistake {
    /// The practice die one face short (or long): 1..99 instead of 1..100.
    DieOffByOne,
    /// A win only past the target (`>` for `>=`).
    WinTestStrict,
    /// Turns counted instead of rolls.
    TurnsNotRolls,
    /// The winner's score instead of the loser's.
    WinnerScore,
    /// The die's last face instead of the number of rolls.
    DieFaceNotRolls,
    /// Player 2 (the next player) moving first.
    Player2First,
    /// One split of the universe a turn instead of one a roll.
    SplitPerTurn,
    /// The distinct sums of a turn's rolls taken as equally likely.
    SumsEquallyLikely,
    /// A target one lower (20).
    Target20,
    /// The universes of the player who wins fewer of them.
    FewerWins,
    /// Every player's universes added.
    BothWinsAdded,
    /// Each player's winning roll sequences never combined with the other players' games.
    NoCombination,
    /// Combined with every sequence of the other players, finished games not taken out.
    FinishedNotRemoved,
    /// Counts wrapped to 32 bits.
    Overflow32,
    /// Counts wrapped to 32 bits and read as signed: negative past 2^31.
    Overflow32Signed,
    /// Counts wrapped to 64 bits.
    Overflow64,
    /// Counts wrapped to 64 bits and read as signed.
    Overflow64Signed,
    /// A space's points its number modulo the board: space `B` scores 0 (`pos % 10`).
    SpaceScoresZero,
    /// Spaces numbered from 0 and scored so: the +1 forgotten.
    SpacesFromZero,
    /// The win tested only when every player has moved.
    WinAfterRound,
    /// A part 2 memo keyed without whose turn it is.
    MemoWithoutTurn,
    /// A part 2 recursion that swaps the players for its call but not the pair it returns.
    PairNotSwapped,
    /// Part 1's right answer given for part 2.
    OtherPart,
}

/// The knob of the mistaken game a mistake turns: what it plays or reads wrongly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Where the practice die starts over.
    Die,
    /// The score that wins.
    Target,
    /// The order of turns.
    Order,
    /// How a turn's rolls split the universes.
    Dice,
    /// How spaces are numbered and scored.
    Scoring,
    /// When the win is tested.
    WinTest,
    /// How universes are counted or combined, and what a memo remembers.
    Counting,
    /// What the answer takes from the outcome.
    Reading,
    /// The width and signedness of the integers.
    Width,
    /// Which part's answer is given.
    Part,
}

impl Kind {
    /// Its name, as the catalog lists it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Die => "die",
            Kind::Target => "target",
            Kind::Order => "order",
            Kind::Dice => "dice",
            Kind::Scoring => "scoring",
            Kind::WinTest => "win test",
            Kind::Counting => "counting",
            Kind::Reading => "reading",
            Kind::Width => "width",
            Kind::Part => "part",
        }
    }
}

/// What a mistake is, in the numbers of the rules in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// The mistake, in plain words.
    pub mistake: String,
    /// How to see it for oneself.
    pub see: String,
    /// What fixes it.
    pub fix: String,
}

impl Mistake {
    /// Every mistake, in the catalog's order.
    pub const ALL: [Mistake; 23] = [
        Mistake::DieOffByOne,
        Mistake::WinTestStrict,
        Mistake::TurnsNotRolls,
        Mistake::WinnerScore,
        Mistake::DieFaceNotRolls,
        Mistake::Player2First,
        Mistake::SplitPerTurn,
        Mistake::SumsEquallyLikely,
        Mistake::Target20,
        Mistake::FewerWins,
        Mistake::BothWinsAdded,
        Mistake::NoCombination,
        Mistake::FinishedNotRemoved,
        Mistake::Overflow32,
        Mistake::Overflow32Signed,
        Mistake::Overflow64,
        Mistake::Overflow64Signed,
        Mistake::SpaceScoresZero,
        Mistake::SpacesFromZero,
        Mistake::WinAfterRound,
        Mistake::MemoWithoutTurn,
        Mistake::PairNotSwapped,
        Mistake::OtherPart,
    ];

    /// The stable id, as `dirac check --list` and the JSON of a check name it.
    pub fn id(self) -> &'static str {
        match self {
            Mistake::DieOffByOne => "die-off-by-one",
            Mistake::WinTestStrict => "win-test-strict",
            Mistake::TurnsNotRolls => "turns-not-rolls",
            Mistake::WinnerScore => "winner-score",
            Mistake::DieFaceNotRolls => "die-face-not-rolls",
            Mistake::Player2First => "player-2-first",
            Mistake::SplitPerTurn => "split-per-turn",
            Mistake::SumsEquallyLikely => "sums-equally-likely",
            Mistake::Target20 => "target-20",
            Mistake::FewerWins => "fewer-wins",
            Mistake::BothWinsAdded => "both-wins-added",
            Mistake::NoCombination => "no-combination",
            Mistake::FinishedNotRemoved => "finished-not-removed",
            Mistake::Overflow32 => "overflow-32",
            Mistake::Overflow32Signed => "overflow-32-signed",
            Mistake::Overflow64 => "overflow-64",
            Mistake::Overflow64Signed => "overflow-64-signed",
            Mistake::SpaceScoresZero => "space-scores-zero",
            Mistake::SpacesFromZero => "spaces-from-zero",
            Mistake::WinAfterRound => "win-after-round",
            Mistake::MemoWithoutTurn => "memo-without-turn",
            Mistake::PairNotSwapped => "pair-not-swapped",
            Mistake::OtherPart => "other-part",
        }
    }

    /// The mistake of `id`, if the catalog has one.
    pub fn of_id(id: &str) -> Option<Mistake> {
        Mistake::ALL.into_iter().find(|m| m.id() == id)
    }

    /// The parts the mistake can spoil: 1 (the practice game), 2 (the Dirac game).
    pub fn parts(self) -> &'static [u8] {
        match self {
            Mistake::DieOffByOne
            | Mistake::TurnsNotRolls
            | Mistake::WinnerScore
            | Mistake::DieFaceNotRolls => &[1],
            Mistake::WinTestStrict
            | Mistake::Player2First
            | Mistake::Overflow32
            | Mistake::Overflow32Signed
            | Mistake::Overflow64
            | Mistake::Overflow64Signed
            | Mistake::SpaceScoresZero
            | Mistake::SpacesFromZero
            | Mistake::WinAfterRound
            | Mistake::OtherPart => &[1, 2],
            Mistake::MemoWithoutTurn | Mistake::PairNotSwapped => &[2],
            Mistake::SplitPerTurn
            | Mistake::SumsEquallyLikely
            | Mistake::Target20
            | Mistake::FewerWins
            | Mistake::BothWinsAdded
            | Mistake::NoCombination
            | Mistake::FinishedNotRemoved => &[2],
        }
    }

    /// The knob of the mistaken game this mistake turns: two of one kind are never made
    /// together.
    pub fn kind(self) -> Kind {
        match self {
            Mistake::DieOffByOne => Kind::Die,
            Mistake::WinTestStrict | Mistake::Target20 => Kind::Target,
            Mistake::Player2First => Kind::Order,
            Mistake::SplitPerTurn | Mistake::SumsEquallyLikely => Kind::Dice,
            Mistake::SpaceScoresZero | Mistake::SpacesFromZero => Kind::Scoring,
            Mistake::WinAfterRound => Kind::WinTest,
            Mistake::MemoWithoutTurn
            | Mistake::PairNotSwapped
            | Mistake::NoCombination
            | Mistake::FinishedNotRemoved => Kind::Counting,
            Mistake::TurnsNotRolls
            | Mistake::WinnerScore
            | Mistake::DieFaceNotRolls
            | Mistake::FewerWins
            | Mistake::BothWinsAdded => Kind::Reading,
            Mistake::Overflow32
            | Mistake::Overflow32Signed
            | Mistake::Overflow64
            | Mistake::Overflow64Signed => Kind::Width,
            Mistake::OtherPart => Kind::Part,
        }
    }

    /// The width and signedness of the integers a wrapping mistake counts in.
    pub fn wrap(self) -> Option<(u32, bool)> {
        match self {
            Mistake::Overflow32 => Some((32, false)),
            Mistake::Overflow32Signed => Some((32, true)),
            Mistake::Overflow64 => Some((64, false)),
            Mistake::Overflow64Signed => Some((64, true)),
            _ => None,
        }
    }

    /// The words of a wrapping mistake whose number is not the right answer wrapped but
    /// `player`'s (0-based) own count wrapped: the larger of the wrapped counts, where the
    /// right answer's wrapped is `right_wrapped`.
    pub fn words_wrapped_player(self, rules: &Rules, player: usize, right_wrapped: &str) -> Words {
        let mut words = self.words(rules, 2);
        let (bits, signed) = self.wrap().unwrap_or((64, false));
        let read = if signed { " (read as signed)" } else { "" };
        words.see = format!(
            "each player's count wrapped modulo 2^{bits}{read} and the larger taken: that is \
             player {}'s count, not the leader's (the right answer, wrapped the same way, is \
             {right_wrapped})",
            player + 1,
        );
        words
    }

    /// Whether the mistake plays nearby rules (and so has a game that parts from the right
    /// one), rather than reading the right game wrongly.
    pub fn plays_other_rules(self) -> bool {
        matches!(
            self,
            Mistake::DieOffByOne
                | Mistake::WinTestStrict
                | Mistake::Player2First
                | Mistake::SplitPerTurn
                | Mistake::SumsEquallyLikely
                | Mistake::Target20
        )
    }

    /// The mistake's words for `part` under `rules`, in the numbers of the nearby rules it
    /// `played` where it played some (the die one face short, or one face long).
    pub fn words_played(self, rules: &Rules, part: u8, played: Option<&Rules>) -> Words {
        let mut words = self.words(rules, part);
        if let (Mistake::DieOffByOne, Some(played)) = (self, played) {
            let (d, sides) = (rules.practice_die(), played.practice_die());
            words.mistake = format!("the practice die starts over after {sides} instead of {d}");
            words.see = if sides < d {
                format!(
                    "print your rolls: after {sides} your die rolls 1, where it should roll {}",
                    sides + 1
                )
            } else {
                format!(
                    "print your rolls: after {d} your die rolls {}, where it should roll 1",
                    d + 1
                )
            };
        }
        words
    }

    /// The mistake's words for `part` under `rules`.
    pub fn words(self, rules: &Rules, part: u8) -> Words {
        let target = if part == 1 {
            u128::from(rules.practice_target())
        } else {
            u128::from(rules.dirac_target())
        };
        let (f, r) = (rules.dirac_faces(), rules.rolls());
        let per_turn = u128::from(f).pow(r.min(4)); // words only: the puzzle's 27
        let ways = if r <= 4 {
            per_turn.to_string()
        } else {
            format!("{f}^{r}")
        };
        let words = |mistake: String, see: String, fix: String| Words { mistake, see, fix };
        match self {
            Mistake::DieOffByOne => {
                let d = rules.practice_die();
                words(
                    format!(
                        "the practice die starts over one face early or late (at {} or {} \
                         instead of {d})",
                        d.saturating_sub(1),
                        d + 1
                    ),
                    format!(
                        "print your rolls and look at the turn where the die reaches {d}: the \
                         next roll after {d} is 1"
                    ),
                    format!("roll 1, 2, …, {d} and then 1 again (the {d}th roll is {d})"),
                )
            }
            Mistake::WinTestStrict => words(
                format!("a player wins only past {target} points, not on reaching {target}"),
                format!(
                    "find the turn where a player's score is exactly {target}: your game goes on"
                ),
                format!("end the game when a score is at least {target} (`>=`, not `>`)"),
            ),
            Mistake::TurnsNotRolls => words(
                "the losing score times the number of turns, not of rolls".into(),
                format!("each turn rolls the die {r} times: count every roll"),
                format!("multiply by the rolls ({r} a turn), not the turns"),
            ),
            Mistake::WinnerScore => words(
                "the winner's score times the rolls, not the loser's".into(),
                "the answer takes the lowest score among the players".into(),
                "multiply the losing player's score by the rolls".into(),
            ),
            Mistake::DieFaceNotRolls => words(
                "the losing score times the die's last face, not the number of rolls".into(),
                format!(
                    "once the die has passed {}, its face is no longer how many times it has \
                     been rolled",
                    rules.practice_die()
                ),
                "keep a count of rolls beside the die's face".into(),
            ),
            Mistake::Player2First => words(
                "player 2 moves first".into(),
                "the first line of the game is player 1's move".into(),
                "take the players' turns in the order of the input's lines".into(),
            ),
            Mistake::SplitPerTurn => words(
                format!(
                    "the universe splits {f} ways once a turn, as if the die were rolled once, \
                     not {f} ways on each of the {r} rolls"
                ),
                format!("a turn makes {ways} universes: count the round's universes"),
                format!(
                    "roll {r} times a turn and let each roll split the universe ({ways} a turn)"
                ),
            ),
            Mistake::SumsEquallyLikely => words(
                format!(
                    "each distinct sum of a turn's {r} rolls counted once, not by the number \
                     of ways it is rolled"
                ),
                format!(
                    "of the {ways} ways to roll a turn, most sums come up several times (with \
                     three 3-faced rolls, 6 comes up in 7 of 27)"
                ),
                "weight each sum by the number of roll sequences that make it".into(),
            ),
            Mistake::Target20 => words(
                format!("the game is played to {} points, not {target}", target - 1),
                format!("check the target in your code: it should be {target}"),
                format!("win on reaching {target}"),
            ),
            Mistake::FewerWins => words(
                "the universes of the player who wins fewer of them".into(),
                "the puzzle asks for the player who wins in more universes".into(),
                "take the larger count".into(),
            ),
            Mistake::BothWinsAdded => words(
                "every player's universes added together".into(),
                "that sum counts every universe, won by anyone".into(),
                "give only the larger player's count".into(),
            ),
            Mistake::NoCombination => words(
                "each player's winning roll sequences counted alone, never combined with the \
                 other players' games"
                    .into(),
                "a sequence that wins on turn t is a universe only where the other players \
                 have not won yet: multiply by their sequences still playing"
                    .into(),
                "for each turn, multiply a player's sequences that win on it by the other \
                 players' sequences still playing (before that turn for those after them, \
                 after it for those before)"
                    .into(),
            ),
            Mistake::FinishedNotRemoved => words(
                format!(
                    "each player's winning sequences multiplied by all {ways}^t of the other \
                     players' sequences, games already won included"
                ),
                "universes where another player has already won go on being counted".into(),
                "multiply only by the other players' sequences still below the target".into(),
            ),
            Mistake::OtherPart if part == 1 => words(
                "this is part 2's answer (the Dirac game), checked against part 1".into(),
                "part 1 asks for the practice game's losing score times the die's rolls, not \
                 the universes the Dirac game's leader wins in"
                    .into(),
                "give it as part 2's answer; part 1's is the practice game's product".into(),
            ),
            Mistake::OtherPart => words(
                "this is part 1's answer (the practice game), checked against part 2".into(),
                "part 2 asks for the universes the Dirac game's leader wins in, not the \
                 practice game's product"
                    .into(),
                "give it as part 1's answer; part 2's is the count of universes".into(),
            ),
            Mistake::SpaceScoresZero => {
                let b = rules.board();
                words(
                    format!(
                        "a space scores its number modulo {b} (`pos % {b}`), so space {b} scores \
                         0 points"
                    ),
                    format!("find a turn that lands on space {b}: it should score {b} points"),
                    format!(
                        "keep spaces 1 to {b}: move with `(pos - 1 + sum) % {b} + 1` and score \
                         the space's number"
                    ),
                )
            }
            Mistake::SpacesFromZero => words(
                "spaces numbered from 0 and scored so: every turn scores one point too few \
                 (the +1 is forgotten)"
                    .into(),
                "a player who lands on space 1 should score 1 point, not 0".into(),
                "add 1 to a space numbered from 0 before adding it to the score".into(),
            ),
            Mistake::WinAfterRound => words(
                format!(
                    "the win is tested only after every player has moved, not right after each \
                     move (the first to reach {target} wins)"
                ),
                format!(
                    "find the turn where a player reaches {target}: in your game the next \
                     player still moves"
                ),
                "test the score right after each move, and stop the game there".into(),
            ),
            Mistake::MemoWithoutTurn => words(
                "the memo's key leaves out whose turn it is, so a state with player 1 to move \
                 and the same state with player 2 to move share one entry"
                    .into(),
                "the same spaces and scores are two different games, one for each player to \
                 move: your memo gives the second the first one's counts"
                    .into(),
                "put whose turn it is in the memo's key (or swap the players at each call)".into(),
            ),
            Mistake::PairNotSwapped => words(
                "the recursion swaps the players for its call but adds the pair it returns \
                 unswapped"
                    .into(),
                "the call returns the next mover's wins first: for the player moving now they \
                 are the other player's"
                    .into(),
                "add the returned pair the other way round: (theirs, mine) as (mine, theirs)"
                    .into(),
            ),
            Mistake::Overflow32
            | Mistake::Overflow32Signed
            | Mistake::Overflow64
            | Mistake::Overflow64Signed => {
                let (bits, signed) = self.wrap().unwrap_or((64, false));
                let (kind, past) = if signed {
                    (
                        "a signed",
                        format!(", read as negative past 2^{}", bits - 1),
                    )
                } else {
                    ("an unsigned", String::new())
                };
                words(
                    format!(
                        "a count wrapped past {bits} bits{}",
                        if signed { ", in a signed integer" } else { "" }
                    ),
                    format!(
                        "the counts outgrow {kind} {bits}-bit integer: the answer is the right \
                         one modulo 2^{bits}{past}"
                    ),
                    if bits == 32 {
                        "count in 64-bit (or wider) integers".into()
                    } else {
                        "count in 128-bit or big integers".into()
                    },
                )
            }
        }
    }
}

/// Every mistake of the catalog, in its order, in the words of `rules` (of its first part): the
/// view `dirac check --list` writes.
///
/// ```
/// use dirac::{Rules, check::catalog};
///
/// let all = catalog::entries(&Rules::default());
/// assert_eq!((all[0].id.as_str(), all[0].kind.as_str()), ("die-off-by-one", "die"));
/// ```
pub fn entries(rules: &Rules) -> Vec<CatalogEntry> {
    Mistake::ALL
        .iter()
        .map(|m| {
            let words = m.words(rules, m.parts()[0]);
            CatalogEntry {
                id: m.id().to_string(),
                parts: m.parts().to_vec(),
                kind: m.kind().name().to_string(),
                mistake: words.mistake,
                fix: words.fix,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_found_again() {
        for m in Mistake::ALL {
            assert_eq!(Mistake::of_id(m.id()), Some(m));
            assert!(!m.parts().is_empty());
            assert!(m.parts().iter().all(|&p| p == 1 || p == 2));
        }
        let mut ids: Vec<&str> = Mistake::ALL.iter().map(|m| m.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Mistake::ALL.len());
        assert_eq!(Mistake::of_id("board-from-zero"), None);
        assert_eq!(
            Mistake::of_id("space-scores-zero"),
            Some(Mistake::SpaceScoresZero)
        );
    }

    #[test]
    fn the_words_take_the_rules_numbers() {
        let rules = Rules::default();
        let w = Mistake::DieOffByOne.words(&rules, 1);
        assert!(
            w.mistake.contains("at 99 or 101 instead of 100"),
            "{}",
            w.mistake
        );
        let w = Mistake::Target20.words(&rules, 2);
        assert!(w.mistake.contains("20 points, not 21"), "{}", w.mistake);
        let w = Mistake::WinTestStrict.words(&rules, 1);
        assert!(w.mistake.contains("past 1000"), "{}", w.mistake);
        let w = Mistake::SplitPerTurn.words(&rules, 2);
        assert!(w.fix.contains("27 a turn"), "{}", w.fix);
    }
}
