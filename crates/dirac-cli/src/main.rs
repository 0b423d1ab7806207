//! The `dirac` command. Thin glue: arguments in, the engine's results rendered out.

mod cli;
mod commands;
mod failure;
mod load;
mod man;
mod output;
mod progress;
mod signals;

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::{CommandFactory, Parser};

use cli::{Cli, Command, OutputArgs, SolveArgs};
use commands::Render;
use commands::explain::tell;
use dirac_render::chart;
use failure::Failure;
use output::{ColorEnv, Plan};
use progress::Busy;

fn main() -> ExitCode {
    // Ctrl-C, SIGTERM and SIGHUP end at once with the conventional status, leaving no
    // half-written output.
    signals::install();
    let given: Vec<OsString> = std::env::args_os().collect();
    if let Some((word, command)) = cli::misspelt_command(&given) {
        let _ = writeln!(
            io::stderr(),
            "dirac: error: '{word}' is neither a command nor a file (tip: did you mean the \
             command `dirac {command}`?); see `dirac --help`"
        );
        return ExitCode::from(2);
    }
    if let Some((value, command)) = cli::explain_value_apart(&given) {
        let _ = writeln!(
            io::stderr(),
            "dirac: error: unexpected argument '{value}' (tip: --explain takes its value after \
             '=': --explain={value}); see `dirac {command} --help`"
        );
        return ExitCode::from(2);
    }
    let args = cli::with_implied_solve(given);
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let _ = writeln!(io::stderr(), "{}", one_line(&e, &args));
            return ExitCode::from(2);
        }
        Err(e) => {
            // Help and version go to stdout, with status 0; a full disk or a closed device is
            // told as for any output (a reader who stopped reading, `| head`, is not).
            return match e.print().and_then(|()| io::stdout().flush()) {
                Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                    let _ = writeln!(
                        io::stderr(),
                        "dirac: error: cannot write standard output: {}",
                        output::reason(&e)
                    );
                    ExitCode::from(2)
                }
                _ => ExitCode::SUCCESS,
            };
        }
    };
    let colour = Colour {
        choice: cli.color,
        env: ColorEnv::read(),
    };
    match run(
        cli.command
            .unwrap_or_else(|| Command::Solve(SolveArgs::default())),
        &colour,
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            let _ = writeln!(io::stderr(), "dirac: error: {}", failure.message());
            failure.exit_code()
        }
    }
}

/// `--color` and the environment that decides `auto`.
struct Colour {
    choice: output::ColorChoice,
    env: ColorEnv,
}

impl Colour {
    fn for_path(&self, path: &Path) -> bool {
        output::colour(self.choice, &self.env, path, output::stdout_is_terminal())
    }
}

fn run(command: Command, colour: &Colour) -> Result<(), Failure> {
    // A kernel asked for by name that this CPU cannot run is refused, not silently replaced,
    // by every command that computes (the manual and the completions do not).
    if !matches!(
        command,
        Command::Completions(_) | Command::Man(_) | Command::Schema(_)
    ) {
        dirac::Kernel::from_env()?;
    }
    match command {
        Command::Solve(a) => {
            let plan = plan(&a.output, None)?;
            let loaded = loaded(&a.game, "solve")?;
            let limits = a.game.limits.limits();
            if let Some(mode) = a.game.limits.explain {
                let request = commands::solve::request(a.part, a.strategy);
                let told = tell("solve", request.plan(&loaded.game, &limits), &limits, mode)?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("solving");
            let solved = commands::solve::run(loaded.game, a.part, a.strategy, &limits)?;
            let text = rendered(&a.output, &solved, colour);
            drop(busy);
            if let Some(why) = &solved.unweighed {
                let _ = writeln!(
                    io::stderr(),
                    "note: whether the player with the most universes is also the likelier \
                     winner was not worked out: {why}"
                );
            }
            plan.write(&[text.as_bytes()])
        }
        Command::Turns(a) => {
            let plan = plan(&a.output, a.svg.as_deref())?;
            let loaded = loaded(&a.game, "turns")?;
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let planned = commands::turns::request().plan(&loaded.game, &limits);
                let told = tell("turns", planned, &limits, mode)?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("building the turn tables");
            let turns = commands::turns::run(&loaded.game, &a.game.limits.limits())?;
            let text = rendered(&a.output, &turns, colour);
            let svg = match &a.svg {
                Some(_) => Some(chart::turns(&turns.chart, &turns.view.starts)?),
                None => None,
            };
            drop(busy);
            write_with_svg(&plan, &text, svg.as_deref())
        }
        Command::Stats(a) => {
            let plan = plan(&a.output, None)?;
            let loaded = loaded(&a.game, "stats")?;
            let whole = matches!(a.output.format, cli::Format::Json | cli::Format::Csv);
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let planned = commands::stats::request(whole).plan(&loaded.game, &limits);
                let told = tell("stats", planned, &limits, mode)?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("computing the exact statistics");
            let stats = commands::stats::run(&loaded.game, &a.game.limits.limits(), whole)?;
            let text = rendered(&a.output, &stats, colour);
            drop(busy);
            plan.write(&[text.as_bytes()])
        }
        Command::Simulate(a) => {
            let plan = plan(&a.output, None)?;
            let loaded = loaded(&a.game, "simulate")?;
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let request = commands::simulate::request(a.seed, a.games);
                let told = tell(
                    "simulate",
                    request.plan(&loaded.game, &limits),
                    &limits,
                    mode,
                )?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("rolling the dice");
            let limits = a.game.limits.limits();
            let simulated = commands::simulate::run(&loaded.game, a.seed, a.games, &limits)?;
            let text = rendered(&a.output, &simulated, colour);
            drop(busy);
            plan.write(&[text.as_bytes()])
        }
        Command::Check(mut a) => {
            let plan = plan(&a.output, None)?;
            if a.list {
                let rules = a
                    .game
                    .rules
                    .rules()
                    .map_err(|e| Failure::usage(e.to_string()))?;
                let catalog = commands::check::Catalog(rules);
                let text = rendered(&a.output, &catalog, colour);
                return plan.write(&[text.as_bytes()]);
            }
            // The answer first and the file second: say which way round they go.
            if let (Some(input), Some(answer)) = (&a.game.input, &a.answer) {
                let path = std::path::Path::new(input);
                if !path.exists() && std::path::Path::new(answer).exists() {
                    return Err(Failure::usage(format!(
                        "{} is not a file, but {answer} is: the input comes first, then the \
                         answer (dirac check INPUT ANSWER)",
                        input.to_string_lossy()
                    )));
                }
            }
            // One argument: the answer, for the puzzle's example (unless it names a file).
            if a.answer.is_none() {
                let lone = a.game.input.take();
                match lone {
                    Some(arg) if !std::path::Path::new(&arg).exists() && arg != "-" => {
                        a.answer = Some(arg.to_string_lossy().into_owned());
                    }
                    _ => {
                        return Err(Failure::usage(
                            "give the answer to check: dirac check [INPUT] ANSWER".to_string(),
                        ));
                    }
                }
            }
            let loaded = loaded(&a.game, "check")?;
            let answer = a.answer.clone().unwrap_or_default();
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let request = commands::check::request(&answer, a.part, a.reveal)?;
                let told = tell("check", request.plan(&loaded.game, &limits), &limits, mode)?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("checking the answer");
            let checked = commands::check::run(
                &loaded.game,
                &answer,
                a.part,
                a.reveal,
                &a.game.limits.limits(),
            )?;
            let text = rendered(&a.output, &checked, colour);
            drop(busy);
            plan.write(&[text.as_bytes()])
        }
        Command::Trace(a) => {
            let plan = plan(&a.output, None)?;
            let stdin = Some(std::ffi::OsStr::new("-"));
            if a.compare.as_deref().map(Path::as_os_str) == stdin
                && a.game.input.as_deref() == stdin
            {
                return Err(Failure::usage(
                    "the input and --compare cannot both be standard input (-): pass one of \
                     them as a file",
                ));
            }
            let loaded = loaded(&a.game, "trace")?;
            if let Some(path) = &a.compare {
                let mine = load::read_print_out(path.as_os_str())?;
                if let Some(mode) = a.game.limits.explain {
                    let limits = a.game.limits.limits();
                    let request = dirac::plan::CompareTrace { mine };
                    let planned = request.plan(&loaded.game, &limits);
                    let told = tell("trace --compare", planned, &limits, mode)?;
                    return write_told(&plan, &a.output, colour, vec![told]);
                }
                let compared =
                    commands::trace::compare(&loaded.game, mine, &a.game.limits.limits())?;
                let text = rendered(&a.output, &compared, colour);
                return plan.write(&[text.as_bytes()]);
            }
            let busy = Busy::start("playing the practice game");
            let turns = a.turns.clone().unwrap_or(1..=u64::MAX);
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let request = dirac::plan::Trace {
                    turns,
                    written: dirac_render::trace::WRITTEN,
                };
                let told = tell("trace", request.plan(&loaded.game, &limits), &limits, mode)?;
                drop(busy);
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let traced = commands::trace::run(&loaded.game, turns, &a.game.limits.limits())?;
            let text = rendered(&a.output, &traced, colour);
            drop(busy);
            plan.write(&[text.as_bytes()])
        }
        Command::Sweep(a) => {
            let plan = plan(&a.output, a.svg.as_deref())?;
            let (fixed, values) = a.rules.resolve().map_err(Failure::usage)?;
            let rules = fixed.rules().map_err(|e| Failure::usage(e.to_string()))?;
            if a.players != 2 && values.is_some() {
                return Err(Failure::usage(
                    "a sweep of other than two players takes one value of each rule",
                ));
            }
            if values.is_some() && a.svg.is_some() {
                return Err(Failure::usage(
                    "--svg draws one sweep; give each rule one value (a sweep for several \
                     values writes text, Markdown, CSV or JSON)",
                ));
            }
            if let Some(mode) = a.limits.explain {
                let limits = a.limits.limits();
                let told = if a.players != 2 {
                    let request = commands::sweep::tuples_request(a.players as usize);
                    tell("sweep", request.plan(&rules, &limits), &limits, mode)?
                } else if let Some(values) = &values {
                    let request = commands::sweep::atlas_request(values);
                    tell("sweep", request.plan(&rules, &limits), &limits, mode)?
                } else {
                    let request = commands::sweep::request();
                    tell("sweep", request.plan(&rules, &limits), &limits, mode)?
                };
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("sweeping");
            if a.players != 2 {
                let tuples =
                    commands::sweep::tuples(&rules, a.players as usize, &a.limits.limits(), &busy)?;
                let text = rendered(&a.output, &tuples, colour);
                let svg = match &a.svg {
                    Some(_) => Some(chart::tuples(&tuples.view)?.ok_or_else(|| {
                        Failure::usage(format!(
                            "--svg draws sweeps of two or three players, not {}",
                            a.players
                        ))
                    })?),
                    None => None,
                };
                drop(busy);
                return write_with_svg(&plan, &text, svg.as_deref());
            }
            if let Some(values) = values {
                let atlas = commands::sweep::atlas(&rules, &values, &a.limits.limits(), &busy)?;
                let text = rendered(&a.output, &atlas, colour);
                drop(busy);
                return plan.write(&[text.as_bytes()]);
            }
            let swept = commands::sweep::run(&rules, &a.limits.limits(), &busy)?;
            let text = rendered(&a.output, &swept, colour);
            let svg = match &a.svg {
                Some(_) => Some(chart::sweep(&swept.cells.view())?),
                None => None,
            };
            drop(busy);
            write_with_svg(&plan, &text, svg.as_deref())
        }
        Command::Scan(a) => {
            let plan = plan(&a.output, a.svg.as_deref())?;
            let (mut fixed, values) = a.rules.varied().map_err(Failure::usage)?;
            let base = fixed.rules().map_err(|e| Failure::usage(e.to_string()))?;
            if let Some(board) = commands::scan::reading_board(&values) {
                fixed.board = Some(board);
            }
            let reading = cli::GameArgs {
                input: a.input.clone(),
                rules: fixed,
                limits: cli::LimitArgs::default(),
            };
            let loaded = loaded(&reading, "scan")?;
            // The game's own rules, with the varied rule at the puzzle's value when its starts
            // are on that board, else at the largest board scanned.
            let game = loaded.game.with_rules(base).unwrap_or(loaded.game);
            if let Some(mode) = a.limits.explain {
                let limits = a.limits.limits();
                let whole = matches!(a.output.format, cli::Format::Json | cli::Format::Csv);
                let request = commands::scan::request(&values, whole);
                let told = tell("scan", request.plan(&game, &limits), &limits, mode)?;
                return write_told(&plan, &a.output, colour, vec![told]);
            }
            let busy = Busy::start("scanning");
            let whole = matches!(a.output.format, cli::Format::Json | cli::Format::Csv);
            let scanned = commands::scan::run(&game, &values, &a.limits.limits(), whole, &busy)?;
            let text = rendered(&a.output, &scanned, colour);
            let svg = match &a.svg {
                Some(_) => Some(chart::scan(&scanned.view)?),
                None => None,
            };
            drop(busy);
            write_with_svg(&plan, &text, svg.as_deref())
        }
        Command::Report(a) => {
            if let Some(mode) = a.game.limits.explain {
                // The plan is text, which a terminal shows: written to standard output, never
                // over the page that -o names (an existing report.html stays as it was).
                let stdout = Path::new("-");
                let plan = Plan::new(&[("-o", stdout)])?;
                let loaded = loaded(&a.game, "report")?;
                let limits = a.game.limits.limits();
                let analysis = commands::report::analysis_request().plan(&loaded.game, &limits);
                let mut told = vec![tell("report", analysis, &limits, mode)?];
                // The sweep where the report draws one (two players, a board it draws).
                if commands::report::sweeps(&loaded.game) {
                    let sweep =
                        commands::report::sweep_request().plan(loaded.game.rules(), &limits);
                    told.push(tell("report's sweep", sweep, &limits, mode)?);
                }
                let colour = colour.for_path(stdout);
                let text =
                    commands::render(&commands::explain::Told(told), cli::Format::Text, colour);
                return plan.write(&[text.as_bytes()]);
            }
            if output::is_stdout(&a.output) && output::stdout_is_terminal() {
                return Err(Failure::usage(
                    "dirac report writes an HTML page, which a terminal cannot show; write it \
                     to a file with -o report.html (or pipe it)",
                ));
            }
            let plan = Plan::new(&[("-o", &a.output)])?;
            let loaded = loaded(&a.game, "report")?;
            let busy = Busy::start("analysing the game");
            let report =
                commands::report::run(loaded.text, &loaded.game, &a.game.limits.limits(), &busy)?;
            busy.say("drawing the page");
            let page = commands::report::render(&report)?;
            drop(busy);
            plan.write(&[page.as_bytes()])
        }
        Command::Bench(a) => {
            let plan = plan(&a.output, None)?;
            let loaded = loaded(&a.game, "bench")?;
            if let Some(mode) = a.game.limits.explain {
                let limits = a.game.limits.limits();
                let told = commands::bench::requests()
                    .into_iter()
                    .map(|(subject, request)| {
                        let planned = request.plan(&loaded.game, &limits);
                        tell(&format!("bench: {subject}"), planned, &limits, mode)
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                return write_told(&plan, &a.output, colour, told);
            }
            let busy = Busy::start("timing");
            let bench = commands::bench::run(loaded.game, &a.game.limits.limits(), &busy)?;
            let text = rendered(&a.output, &bench, colour);
            drop(busy);
            plan.write(&[text.as_bytes()])
        }
        Command::Completions(a) => {
            let mut script = Vec::new();
            clap_complete::generate(a.shell, &mut Cli::command(), "dirac", &mut script);
            output::write(&a.to.output, &script)
        }
        Command::Man(a) => match &a.dir {
            Some(dir) => {
                // A fresh home has no ~/.local/share/man/man1 yet: make it, as `install -D` would.
                std::fs::create_dir_all(dir).map_err(|e| {
                    Failure::usage(format!("cannot make the folder {}: {e}", dir.display()))
                })?;
                let pages = man::pages()?;
                let paths: Vec<_> = pages.iter().map(|(name, _)| dir.join(name)).collect();
                let targets: Vec<(&str, &Path)> =
                    paths.iter().map(|p| ("--dir", p.as_path())).collect();
                let plan = Plan::new(&targets)?;
                let contents: Vec<&[u8]> = pages.iter().map(|(_, page)| page.as_slice()).collect();
                plan.write(&contents)
            }
            None => output::write(&a.output, &man::page(a.command.as_deref())?),
        },
        Command::Schema(a) => {
            let text = match a.name.as_deref() {
                Some(name) => {
                    commands::schema::schema(commands::schema::named(name).ok_or_else(|| {
                        Failure::usage(format!(
                            "no output is named {name:?}: `dirac schema` lists them ({})",
                            commands::schema::OUTPUTS.map(|o| o.name).join(", ")
                        ))
                    })?)
                }
                None => commands::schema::list(),
            };
            output::write(&a.to.output, text.as_bytes())
        }
    }
}

/// `--explain`'s plans written in place of the command's output (an SVG asked for is not
/// drawn: nothing ran).
fn write_told(
    plan: &Plan,
    out: &OutputArgs,
    colour: &Colour,
    told: Vec<dirac::view::PlanView>,
) -> Result<(), Failure> {
    let text = rendered(out, &commands::explain::Told(told), colour);
    plan.write(&[text.as_bytes()])
}

/// Writes the text and, when asked for, the SVG: all or none.
fn write_with_svg(plan: &Plan, text: &str, svg: Option<&str>) -> Result<(), Failure> {
    match svg {
        Some(svg) => plan.write(&[text.as_bytes(), svg.as_bytes()]),
        None => plan.write(&[text.as_bytes()]),
    }
}

/// The outputs of a command: `-o` and, if given, `--svg`, checked before any work starts.
fn plan(out: &OutputArgs, svg: Option<&Path>) -> Result<Plan, Failure> {
    match svg {
        Some(svg) => Plan::new(&[("-o", &out.output), ("--svg", svg)]),
        None => Plan::new(&[("-o", &out.output)]),
    }
}

/// A usage error in one line, like every other error: clap's message with everything it says
/// about the value (the valid values, the missing argument) and its tips, without the usage
/// summary (which `--help` shows), pointing at the help of the subcommand at fault.
fn one_line(e: &clap::Error, args: &[OsString]) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let text = e.render().to_string();
    let mut message = Vec::new();
    let mut tips = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with("Usage:") || line.starts_with("For more information") {
            break;
        }
        match line.strip_prefix("tip: ") {
            Some(tip) => tips.push(tip.to_owned()),
            None if line.is_empty() => {}
            None => message.push(line.strip_prefix("error: ").unwrap_or(line)),
        }
    }
    let mut out = format!("dirac: error: {}", message.join(" "));
    if out.ends_with(':') {
        out.pop();
    }
    // A flag of another subcommand: say whose it is, rather than how to pass it as a value.
    if e.kind() == ErrorKind::UnknownArgument {
        if let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) {
            let name = arg.split(['=', ' ']).next().unwrap_or(arg);
            let owners = cli::commands_taking(name);
            if !owners.is_empty() {
                tips.retain(|t| !t.starts_with("to pass '"));
                let owners: Vec<String> = owners.iter().map(|o| format!("`dirac {o}`")).collect();
                let owners = match owners.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => owners.concat(),
                };
                tips.push(format!("{name} is an option of {owners}"));
            }
        }
    }
    // An operand given to a command that reads no input (`dirac sweep my.txt`).
    if e.kind() == ErrorKind::UnknownArgument {
        if let (Some(ContextValue::String(arg)), Some(name)) =
            (e.get(ContextKind::InvalidArg), cli::subcommand_of(args))
        {
            if !arg.starts_with('-') && cli::reads_no_input(&name) {
                return format!(
                    "dirac: error: dirac {name} reads no input, so '{arg}' is not for it: it \
                     plays both games for every pair of starts, under the rules its flags give \
                     (`dirac {name} --board 12`); to solve an input, run `dirac solve {arg}`"
                );
            }
        }
    }
    // A valid value in other letter case (`JSON`): clap's own suggestion does not find it.
    if e.kind() == ErrorKind::InvalidValue {
        if let (Some(ContextValue::String(given)), Some(ContextValue::Strings(valid))) = (
            e.get(ContextKind::InvalidValue),
            e.get(ContextKind::ValidValue),
        ) {
            let same = valid.iter().find(|v| v.eq_ignore_ascii_case(given));
            if let Some(value) = same.filter(|_| tips.is_empty()) {
                tips.push(format!("values are lower case: '{value}'"));
            }
        }
    }
    for tip in tips {
        out.push_str(&format!(" (tip: {tip})"));
    }
    match cli::subcommand_of(args) {
        Some(name) => out.push_str(&format!("; see `dirac {name} --help`")),
        None => out.push_str("; see `dirac --help`"),
    }
    out
}

/// Loads the game, saying on stderr when the built-in example stands in for an input, or when
/// the input is read from a terminal.
fn loaded(args: &cli::GameArgs, command: &str) -> Result<load::Loaded, Failure> {
    let loaded = load::load(args, command, |note| {
        let _ = writeln!(io::stderr(), "{note}");
    })?;
    Ok(loaded)
}

/// `results` rendered as asked.
fn rendered(out: &OutputArgs, results: &impl Render, colour: &Colour) -> String {
    commands::render(results, out.format, colour.for_path(&out.output))
}
