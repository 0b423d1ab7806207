//! SVG charts, drawn with plotters into a string: no fonts or system libraries are needed, and
//! the output is the same byte for byte on every run.

use dirac::view::{HeatScale, RoundsChart, ScanView, SweepView};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

const FONT: &str = "sans-serif";

/// Player `i`'s colour, the library's ([`dirac::view::player_colour`], as every face draws
/// it), for plotters.
fn player_colour(i: usize) -> RGBColor {
    let hex = dirac::view::player_colour(i).trim_start_matches('#');
    let byte = |k: usize| u8::from_str_radix(&hex[k..k + 2], 16).unwrap_or(0);
    RGBColor(byte(0), byte(2), byte(4))
}

/// A chart that plotters could not draw: a bug, since the drawing goes into a string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartError(String);

impl std::fmt::Display for ChartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot draw the chart: {}", self.0)
    }
}

impl std::error::Error for ChartError {}

fn failed(e: impl std::fmt::Display) -> ChartError {
    ChartError(e.to_string())
}

/// Who wins in which round: per round, each player's probability of winning in it, stacked,
/// and the probability that the game is still undecided after it, as the library's
/// [`RoundsChart`] gives them (with the rounds it leaves out, and its note saying so).
pub fn turns(view: &RoundsChart, starts: &[u32]) -> Result<String, ChartError> {
    let n = starts.len();
    let rounds = view.drawn;
    let bars: Vec<&[f64]> = view.bars[..rounds]
        .iter()
        .map(|r| r.win_height.as_slice())
        .collect();
    #[allow(clippy::cast_precision_loss)]
    let undecided: Vec<(f64, f64)> = view.bars[..rounds]
        .iter()
        .map(|r| (r.round as f64, r.undecided_height))
        .collect();
    let series = bars.first().map_or(0, |b| b.len());

    let mut svg = String::new();
    {
        let page = SVGBackend::with_string(&mut svg, (900, 560)).into_drawing_area();
        page.fill(&WHITE).map_err(failed)?;
        let (root, foot) = page.split_vertically(520);
        #[allow(clippy::cast_precision_loss)]
        let x_max = rounds as f64 + 0.5;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Dirac game: who wins in which round",
                (FONT, 24).into_font(),
            )
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(64)
            .build_cartesian_2d(0.5_f64..x_max, 0.0_f64..1.0_f64)
            .map_err(failed)?;
        chart
            .configure_mesh()
            .x_desc("round (every player moves once per round)")
            .y_desc("probability")
            .x_labels(rounds.min(30))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
            .axis_desc_style((FONT, 16))
            .label_style((FONT, 14))
            .disable_x_mesh()
            .y_labels(11)
            .y_max_light_lines(0)
            .bold_line_style(BLACK.mix(0.12))
            .draw()
            .map_err(failed)?;
        for i in 0..series {
            let colour = player_colour(i);
            let label = if !view.per_player {
                format!("one of the {n} players wins")
            } else {
                format!("player {} (start {}) wins", i + 1, starts[i])
            };
            let segments = bars.iter().enumerate().map(|(r, shares)| {
                let below: f64 = shares[..i].iter().sum();
                #[allow(clippy::cast_precision_loss)]
                let x = (r + 1) as f64;
                Rectangle::new(
                    [(x - 0.35, below), (x + 0.35, below + shares[i])],
                    colour.filled(),
                )
            });
            chart
                .draw_series(segments)
                .map_err(failed)?
                .label(label)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 6), (x + 12, y + 6)], colour.filled())
                });
        }
        chart
            .draw_series(LineSeries::new(undecided.to_vec(), BLACK.stroke_width(2)))
            .map_err(failed)?
            .label("undecided after the round")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 12, y)], BLACK.stroke_width(2)));
        chart
            .draw_series(undecided.iter().map(|&p| Circle::new(p, 3, BLACK.filled())))
            .map_err(failed)?;
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.4))
            .label_font((FONT, 14))
            .draw()
            .map_err(failed)?;
        {
            for (line, y) in view.note.iter().zip([2, 19]) {
                foot.draw(&Text::new(
                    line.as_str(),
                    (80, y),
                    (FONT, 13).into_font().color(&BLACK.mix(0.7)),
                ))
                .map_err(failed)?;
            }
        }
        page.present().map_err(failed)?;
    }
    Ok(svg)
}

/// A colour of the library's sweep scale, for plotters.
fn colour(scale: HeatScale, p: f64) -> RGBColor {
    let [r, g, b] = scale.colour(p);
    RGBColor(r, g, b)
}

/// A view's `#rrggbb` colour, for plotters (black for anything else, which no view writes).
fn hex(colour: &str) -> RGBColor {
    let channel = |at: usize| {
        colour
            .get(at..at + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    RGBColor(channel(1), channel(3), channel(5))
}

/// Player 1's probability of winning over every pair of starts, labelled, with a colour key.
pub fn sweep(view: &SweepView) -> Result<String, ChartError> {
    let b = view.rules.board;
    let size = 640_u32;
    let mut svg = String::new();
    {
        let scale = view.scale;
        let root = SVGBackend::with_string(&mut svg, (size + 150, size + 40)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let (plot, key) = root.split_horizontally(size);
        let top = f64::from(b) + 0.5;
        let mut chart = ChartBuilder::on(&plot)
            .caption(
                "Probability that player 1 wins the Dirac game",
                (FONT, 22).into_font(),
            )
            .margin(12)
            .x_label_area_size(48)
            .y_label_area_size(56)
            // Player 1's start grows downwards, as in a table.
            .build_cartesian_2d(0.5_f64..top, top..0.5_f64)
            .map_err(failed)?;
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc("player 2 starts on space")
            .y_desc("player 1 starts on space")
            .x_labels(b.min(25) as usize)
            .y_labels(b.min(25) as usize)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y:.0}"))
            .axis_desc_style((FONT, 18))
            .label_style((FONT, 16))
            .draw()
            .map_err(failed)?;
        // Each cell reaches a little into its neighbours so that no seam shows between them.
        chart
            .draw_series(view.cells.iter().map(|c| {
                let (x, y) = (f64::from(c.starts[1]), f64::from(c.starts[0]));
                Rectangle::new(
                    [(x - 0.5, y - 0.5), (x + 0.52, y + 0.52)],
                    hex(&c.colour).filled(),
                )
            }))
            .map_err(failed)?;
        if b <= 16 {
            let size = if b <= 10 { 16 } else { 12 };
            let label = TextStyle::from((FONT, size).into_font())
                .pos(Pos::new(HPos::Center, VPos::Center))
                .color(&BLACK);
            chart
                .draw_series(view.cells.iter().map(|c| {
                    let at = (f64::from(c.starts[1]), f64::from(c.starts[0]));
                    Text::new(c.label.clone(), at, label.clone())
                }))
                .map_err(failed)?;
        }
        draw_key(&key, scale)?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// The colour key of the heatmap, from the scale's low end at the bottom to its high end.
fn draw_key<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    scale: HeatScale,
) -> Result<(), ChartError>
where
    DB::ErrorType: 'static,
{
    let (low, high) = (f64::from(scale.low) / 100.0, f64::from(scale.high) / 100.0);
    let mut key = ChartBuilder::on(area)
        .margin_top(60)
        .margin_bottom(60)
        .margin_right(60)
        .y_label_area_size(48)
        .build_cartesian_2d(0.0_f64..1.0_f64, low..high)
        .map_err(failed)?;
    key.configure_mesh()
        .disable_mesh()
        .disable_x_axis()
        .y_labels(5)
        .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
        .label_style((FONT, 16))
        .draw()
        .map_err(failed)?;
    // Each band runs to the top and the next one is drawn over it, so no seam shows.
    let span = high - low;
    key.draw_series((0..100).map(|k| {
        let lo = low + span * f64::from(k) / 100.0;
        let mid = low + span * (f64::from(k) + 0.5) / 100.0;
        Rectangle::new([(0.0, lo), (1.0, high)], colour(scale, mid).filled())
    }))
    .map_err(failed)?;
    Ok(())
}

/// A scan: each player's probability of winning (solid, with dots) and share of the universes
/// (dashed) against the varied rule, the game's own value marked with a grey band. Numeric
/// rules sit at their values; dice at their places, labelled as written.
pub fn scan(view: &ScanView) -> Result<String, ChartError> {
    let c = &view.scan_chart;
    let xs: Vec<f64> = c.drawn_values.iter().map(|p| p.x).collect();
    let (lo, hi) = xs
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        });
    let (lo, hi) = if lo.is_finite() {
        (lo - 0.5, hi + 0.5)
    } else {
        (0.0, 1.0)
    };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 560)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                format!("The Dirac game as the {} changes", view.rule_name),
                (FONT, 24).into_font(),
            )
            .margin(16)
            .x_label_area_size(48)
            .y_label_area_size(64)
            .build_cartesian_2d(lo..hi, 0.0_f64..1.0_f64)
            .map_err(failed)?;
        let labels: Vec<String> = c.drawn_values.iter().map(|p| p.label.clone()).collect();
        let places = xs.clone();
        let numeric = view.numeric;
        let label_of = move |x: &f64| {
            if numeric {
                return format!("{x:.0}");
            }
            places
                .iter()
                .position(|p| (p - x).abs() < 1e-9)
                .map(|k| labels[k].clone())
                .unwrap_or_default()
        };
        chart
            .configure_mesh()
            .x_desc(view.rule_name.clone())
            .y_desc("probability / share")
            .x_labels(xs.len().clamp(2, 20))
            .x_label_formatter(&label_of)
            .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
            .axis_desc_style((FONT, 16))
            .label_style((FONT, 14))
            .disable_x_mesh()
            .y_labels(11)
            .y_max_light_lines(0)
            .bold_line_style(BLACK.mix(0.12))
            .draw()
            .map_err(failed)?;
        if let Some(k) = c.current {
            let x = xs[k];
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(x - 0.4, 0.0), (x + 0.4, 1.0)],
                    BLACK.mix(0.08).filled(),
                )))
                .map_err(failed)?
                .label(format!("the game's own {}", view.rule_name))
                .legend(|(x, y)| {
                    Rectangle::new([(x, y - 6), (x + 12, y + 6)], BLACK.mix(0.15).filled())
                });
        }
        for i in 0..c.players_drawn {
            let colour = player_colour(i);
            // Joined left to right whatever the order of the values.
            let mut win: Vec<(f64, f64)> = c
                .drawn_values
                .iter()
                .map(|p| (p.x, p.win_height[i]))
                .collect();
            let mut share: Vec<(f64, f64)> = c
                .drawn_values
                .iter()
                .map(|p| (p.x, p.share_height[i]))
                .collect();
            win.sort_by(|a, b| a.0.total_cmp(&b.0));
            share.sort_by(|a, b| a.0.total_cmp(&b.0));
            chart
                .draw_series(LineSeries::new(win.clone(), colour.stroke_width(2)))
                .map_err(failed)?
                .label(format!("player {} wins", i + 1))
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 16, y)], colour.stroke_width(2))
                });
            chart
                .draw_series(win.iter().map(|&p| Circle::new(p, 3, colour.filled())))
                .map_err(failed)?;
            chart
                .draw_series(DashedLineSeries::new(share, 6, 4, colour.stroke_width(2)))
                .map_err(failed)?
                .label(format!("player {}'s share of the universes", i + 1))
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 6, y)], colour.stroke_width(2))
                });
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.4))
            .label_font((FONT, 14))
            .draw()
            .map_err(failed)?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// The most players a sweep's drawing takes: three, as small multiples.
pub const TUPLES_DRAWN: usize = 3;

/// Player 1's chance over every tuple of starts of three players, as small multiples: one
/// grid per start of player 3, rows player 1's start, columns player 2's, on the sweep's one
/// colour scale, with its key. `None` for any other number of players (two draw as
/// [`sweep`]).
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss
)]
// A board of at most 46 spaces for 10^5 tuples: small numbers throughout.
pub fn tuples(view: &SweepView) -> Result<Option<String>, ChartError> {
    if view.players() != TUPLES_DRAWN {
        return Ok(None);
    }
    let b = view.rules.board as usize;
    let columns = (b as f64).sqrt().ceil() as usize;
    let rows = b.div_ceil(columns);
    let panel = 220_u32;
    let (width, height) = (panel * columns as u32 + 150, panel * rows as u32 + 60);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let root = root
            .titled(
                "Probability that player 1 wins, three players: a grid per start of player 3 \
                 (rows: player 1's start; columns: player 2's)",
                (FONT, 15),
            )
            .map_err(failed)?;
        let (grids, key) = root.split_horizontally(width - 150);
        let panels = grids.split_evenly((rows, columns));
        let top = b as f64 + 0.5;
        for (k, area) in panels.iter().enumerate().take(b) {
            let third = k as u32 + 1;
            let mut chart = ChartBuilder::on(area)
                .caption(format!("player 3 on {third}"), (FONT, 14))
                .margin(6)
                .x_label_area_size(18)
                .y_label_area_size(22)
                .build_cartesian_2d(0.5_f64..top, top..0.5_f64)
                .map_err(failed)?;
            chart
                .configure_mesh()
                .disable_mesh()
                .x_labels(b.min(10))
                .y_labels(b.min(10))
                .x_label_formatter(&|x| format!("{x:.0}"))
                .y_label_formatter(&|y| format!("{y:.0}"))
                .label_style((FONT, 10))
                .draw()
                .map_err(failed)?;
            chart
                .draw_series(view.cells.iter().filter(|c| c.starts[2] == third).map(|c| {
                    let (x, y) = (f64::from(c.starts[1]), f64::from(c.starts[0]));
                    Rectangle::new(
                        [(x - 0.5, y - 0.5), (x + 0.52, y + 0.52)],
                        hex(&c.colour).filled(),
                    )
                }))
                .map_err(failed)?;
        }
        draw_key(&key, view.scale)?;
        root.present().map_err(failed)?;
    }
    Ok(Some(svg))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dirac::view::TurnsView;
    use dirac::{Game, Limits, Rules, cost, quantum::Strategy};

    #[test]
    fn players_are_drawn_in_the_library_s_colours_cycling_past_the_eighth() {
        assert_eq!(player_colour(0), RGBColor(0, 114, 178));
        assert_eq!(player_colour(7), RGBColor(0, 0, 0));
        assert_eq!(player_colour(8), player_colour(0));
        for (i, hex) in dirac::view::PLAYER_COLOURS.iter().enumerate() {
            let RGBColor(r, g, b) = player_colour(i);
            assert_eq!(format!("#{r:02x}{g:02x}{b:02x}"), *hex);
        }
    }

    #[test]
    fn a_chart_that_failed_says_what_plotters_said() {
        assert_eq!(
            failed("no room").to_string(),
            "cannot draw the chart: no room"
        );
    }

    #[test]
    fn heat_runs_from_blue_through_grey_to_red() {
        let scale = HeatScale { low: 20, high: 80 };
        assert_eq!(colour(scale, 0.2), RGBColor(59, 76, 192));
        assert_eq!(colour(scale, 0.5), RGBColor(221, 221, 221));
        assert_eq!(colour(scale, 0.8), RGBColor(180, 4, 38));
        assert_eq!(colour(scale, 0.0), colour(scale, 0.1), "clamped below");
        assert_eq!(scale.hex(0.8), "#b40426");
    }

    /// The chart of the rounds of `game`, as the library views it.
    fn chart_of(game: &Game) -> RoundsChart {
        let checked = cost::check(game, Strategy::PerPlayer, &Limits::default()).unwrap();
        TurnsView::with_chart(&checked).unwrap().1
    }

    #[test]
    fn turns_chart_has_title_axes_and_legend() {
        let game = Game::example(Rules::default()).unwrap();
        let svg = turns(&chart_of(&game), game.starts()).unwrap();
        for text in [
            "Dirac game: who wins in which round",
            "probability",
            "round (every player moves once per round)",
            "player 1 (start 4) wins",
            "player 2 (start 8) wins",
            "undecided after the round",
            "100%",
        ] {
            assert!(svg.contains(text), "missing {text:?}");
        }
        // The cut is by probability; most universes are won after it, and the note says both.
        for line in [
            "rounds 7-10 are left out: the probability that nobody has won after round 6 is under 0.1%,",
            "yet they hold 81.6% of the universes won: a long game splits into many more.",
        ] {
            assert!(svg.contains(line), "{line}\n{svg}");
        }
        insta::assert_snapshot!("turns_chart_example", svg);
    }

    #[test]
    fn past_eight_players_one_bar_says_one_of_them_wins() {
        for (players, one_bar) in [(8, false), (9, true)] {
            let game = Game::new(Rules::default(), (1..=players).collect()).unwrap();
            let svg = turns(&chart_of(&game), game.starts()).unwrap();
            let together = format!("one of the {players} players wins");
            assert_eq!(svg.contains(&together), one_bar, "{players} players");
            let last = format!("player {players} (start {players}) wins");
            assert_eq!(svg.contains(&last), !one_bar, "{players} players");
        }
    }

    #[test]
    fn sweep_heatmap_labels_every_cell() {
        let rules = Rules::builder().board(4).build().unwrap();
        let view = dirac::Plan::run(
            &dirac::plan::Sweep {
                digits: dirac::view::Digits::All,
                written: dirac::plan::Written::NOTHING,
            }
            .plan(&rules, &Limits::default())
            .unwrap(),
        )
        .unwrap()
        .view();
        let svg = sweep(&view).unwrap();
        assert!(
            svg.contains("player 1 starts on space") && svg.contains("player 2 starts on space")
        );
        // plotters writes each label's text on a line of its own.
        let lines: Vec<&str> = svg.lines().map(str::trim).collect();
        for c in &view.cells {
            let p = c.win_probability[0].decimal.parse::<f64>().unwrap();
            let label = format!("{:.0}%", p * 100.0);
            assert!(
                lines.contains(&label.as_str()),
                "no label {label} for {:?}",
                c.starts
            );
        }
        insta::assert_snapshot!("sweep_heatmap_board_4", svg);
    }
}
