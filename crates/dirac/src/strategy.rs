//! The ways to solve the Dirac game, by name: what the command line's `--strategy` takes,
//! what the cost module estimates and what [`crate::quantum::solve`] runs.

use std::fmt;
use std::str::FromStr;

/// A way to solve the Dirac game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Strategy {
    /// Let dirac choose: `per-player`, the one that scales.
    #[default]
    Auto,
    /// Each player alone, combined by round.
    PerPlayer,
    /// Top-down recursion over joint states with a cache.
    Memo,
    /// Forward discovery of joint states, backward resolution.
    Backward,
    /// Weighted depth-first enumeration, no cache.
    Stack,
}

impl Strategy {
    /// Every strategy, `Auto` first.
    pub const ALL: [Strategy; 5] = [
        Strategy::Auto,
        Strategy::PerPlayer,
        Strategy::Memo,
        Strategy::Backward,
        Strategy::Stack,
    ];

    /// The strategies that do the work (everything but `Auto`).
    pub const CONCRETE: [Strategy; 4] = [
        Strategy::PerPlayer,
        Strategy::Memo,
        Strategy::Backward,
        Strategy::Stack,
    ];

    /// The strategy `Auto` stands for; any other strategy is itself.
    pub fn resolve(self) -> Strategy {
        match self {
            Strategy::Auto => Strategy::PerPlayer,
            other => other,
        }
    }

    /// What the strategy does, in a line.
    pub fn summary(self) -> &'static str {
        match self {
            Strategy::Auto => "let dirac choose (per-player)",
            Strategy::PerPlayer => "each player alone, combined by round: scales to many players",
            Strategy::Memo => "recursion over joint states with a cache",
            Strategy::Backward => "joint states discovered forward, resolved backward",
            Strategy::Stack => {
                "weighted depth-first walk, no cache (slow; to teach and cross-check)"
            }
        }
    }

    /// What a refusal of this strategy names: its name, and for the strategies that grow
    /// exponentially with the players, the way out.
    pub fn subject(self) -> crate::limits::Subject {
        crate::limits::Subject::Strategy {
            name: self.resolve().name(),
            advice: match self.resolve() {
                Strategy::PerPlayer | Strategy::Auto => None,
                _ => Some("it grows exponentially with the players; use per-player instead"),
            },
        }
    }

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Auto => "auto",
            Strategy::PerPlayer => "per-player",
            Strategy::Memo => "memo",
            Strategy::Backward => "backward",
            Strategy::Stack => "stack",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text is not a strategy name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownStrategy(pub String);

impl fmt::Display for UnknownStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown strategy {:?}: expected auto, per-player, memo, backward or stack",
            self.0
        )
    }
}

impl std::error::Error for UnknownStrategy {}

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.name() == s)
            .ok_or_else(|| UnknownStrategy(s.to_owned()))
    }
}
