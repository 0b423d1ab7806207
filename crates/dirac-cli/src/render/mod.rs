//! Pure renderers: results in, text out. Nothing here prints or reads.

pub(crate) mod json;
pub(crate) mod text;

#[cfg(test)]
pub(crate) mod tests {
    use dirac::quantum::{self, Strategy};
    use dirac::{Game, Limits, Rules, practice};

    use crate::solve::Solved;

    /// A solved game for renderer tests: both parts unless `part` picks one.
    pub(crate) fn solved(starts: &[u32], part: Option<u8>, rules: Option<Rules>) -> Solved {
        let game = Game::new(rules.unwrap_or_default(), starts.to_vec()).unwrap();
        let limits = Limits::default();
        Solved {
            practice: (part != Some(2)).then(|| practice::play(&game, &limits).unwrap()),
            dirac: (part != Some(1))
                .then(|| quantum::solve(&game, Strategy::Auto, &limits).unwrap()),
            game,
        }
    }
}
