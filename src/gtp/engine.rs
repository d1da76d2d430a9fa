//! The GTP engine: the state a controller drives (board size, rules, komi, the game, clocks)
//! and one handler per command. The commands that only read the position, the game records
//! and the handicap commands live in the submodules.

mod handicap;
mod position;
mod records;

use std::io::{self, BufRead, Write};

use super::command::{Command, Response, preprocess};
use super::time::{Deadline, TimeSource, gtp_time_control, kgs_time_control, move_budget, parse_seconds, reported_time, seconds_to_ms};
use crate::bot::{self, BotOptions};
use crate::clock::{Clock, TimeControl};
use crate::rng::Rng;
use crate::uct;
use crate::{BoardSize, Color, Game, IllegalMove, Move, RuleSet, Rules, Vertex};

/// Every command the engine knows, in the order `list_commands` gives them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "final_status_list",
    "loadsgf",
    "printsgf",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "time_settings",
    "time_left",
    "kgs-time_settings",
    "is_legal",
    "list_stones",
    "countlib",
    "findlib",
    "captures",
    "kgs-rules",
    "kgs-genmove_cleanup",
];

/// `genmove`'s budget of light playouts for [`Search::Flat`], per point of the board (972 on
/// 9×9, 4,332 on 19×19); under a time limit it may stop sooner.
pub const PLAYOUTS_PER_POINT: usize = 12;

/// The tree search's budget with no time limit, per point (8,100 playouts on 9×9). Under a
/// time limit there is no budget: it searches until the time `genmove` allows itself is up
/// (or its time source stands still, [`super::time::STALLED_READS`]).
pub const TREE_PLAYOUTS_PER_POINT: usize = 100;

/// How `genmove` chooses its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Search {
    /// The tree search of [`crate::uct`]: stronger the longer it thinks.
    #[default]
    Tree,
    /// The flat playouts of [`crate::bot`] (the game room's opponents), with a fixed budget.
    Flat,
}

impl Search {
    /// `tree` or `flat`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Search> {
        match name {
            "tree" => Some(Search::Tree),
            "flat" => Some(Search::Flat),
            _ => None,
        }
    }
}

/// The seed `genmove` uses unless the engine is built with another one.
pub const DEFAULT_SEED: u64 = 0x7E46_E11A;

type CommandResult = Result<String, String>;

/// A GTP engine over a tengen [`Game`]. Feed it lines with [`Engine::handle_line`] (or a
/// whole stream with [`Engine::run`]); it answers with [`Response`]s.
#[derive(Debug, Clone)]
pub struct Engine {
    size: BoardSize,
    /// The rules chosen with `kgs-rules` or [`Engine::set_rules`] (komi aside).
    base_rules: Rules,
    /// The preset they come from, if they are one.
    ruleset: Option<RuleSet>,
    /// Komi set by the controller; the rule set's own komi applies until then.
    komi: Option<f64>,
    game: Game,
    rng: Rng,
    /// Both colours' time as the engine sees it: what `time_left` last reported, less what
    /// `genmove` has used since.
    clock: Clock,
    time_source: TimeSource,
    search: Search,
    /// What the last tree search did (none after a flat `genmove`).
    last_search: Option<uct::SearchReport>,
    quit: bool,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// A 19×19 board under the Chinese rules (komi 7.5), `genmove` seeded with [`DEFAULT_SEED`].
    #[must_use]
    pub fn new() -> Engine {
        Engine::with_seed(DEFAULT_SEED)
    }

    /// As [`Engine::new`], with `genmove`'s random choices fixed by `seed`.
    #[must_use]
    pub fn with_seed(seed: u64) -> Engine {
        let ruleset = RuleSet::Chinese;
        let size = BoardSize::NINETEEN;
        Engine {
            size,
            base_rules: ruleset.rules(),
            ruleset: Some(ruleset),
            komi: None,
            game: Game::new(size, ruleset.rules()),
            rng: Rng::new(seed),
            clock: Clock::new(TimeControl::Unlimited).expect("no time limit is a valid control"),
            time_source: TimeSource::system(),
            search: Search::default(),
            last_search: None,
            quit: false,
        }
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The rule preset in force (chosen with `kgs-rules`), or `None` for rules set with
    /// [`Engine::set_rules`] that are no preset.
    #[must_use]
    pub fn ruleset(&self) -> Option<RuleSet> {
        self.ruleset
    }

    /// The rules in force, with the controller's komi.
    #[must_use]
    pub fn rules(&self) -> Rules {
        let mut rules = self.base_rules;
        if let Some(komi) = self.komi {
            rules.komi = komi;
        }
        rules
    }

    /// Sets any combination of rule axes (for a controller in the same process; GTP itself
    /// only names presets). The komi given here applies until the controller sends `komi`.
    /// Clears the board.
    pub fn set_rules(&mut self, rules: Rules) {
        self.base_rules = rules;
        self.ruleset = RuleSet::ALL.into_iter().find(|r| r.rules() == rules);
        self.komi = None;
        self.clear_board();
    }

    /// The time control set by `time_settings` or `kgs-time_settings` (none until then).
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.clock.control()
    }

    /// Both colours' time as the engine sees it: the last `time_left` report for each, less
    /// what `genmove` has used since (the clock itself is never left running).
    #[must_use]
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Where `genmove` reads the time (the system's monotonic clock unless changed). It is
    /// read only under a time limit.
    pub fn set_time_source(&mut self, source: TimeSource) {
        self.time_source = source;
    }

    /// How long `genmove` for `color` may think now, in ms ([`move_budget`]); `None`
    /// without a time limit.
    #[must_use]
    pub fn time_budget(&self, color: Color) -> Option<u64> {
        if self.clock.control() == TimeControl::Unlimited {
            return None;
        }
        self.budget_at(color, self.time_source.now())
    }

    fn budget_at(&self, color: Color, now: u64) -> Option<u64> {
        let empty = self.game.board().empty_points().len();
        move_budget(self.clock.control(), self.clock.time_left(color, now), empty)
    }

    /// Whether `quit` has been received.
    #[must_use]
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Handles one input line: `None` for a line that preprocessing empties (blank lines and
    /// comments get no response), otherwise the response to the command on it.
    pub fn handle_line(&mut self, line: &str) -> Option<Response> {
        let line = preprocess(line)?;
        let command = Command::parse(&line)?;
        Some(self.execute(&command))
    }

    /// Reads commands from `input` and writes responses to `output` until `quit` or the end of
    /// the input. Each response is flushed at once.
    pub fn run<R: BufRead, W: Write>(&mut self, input: R, mut output: W) -> io::Result<()> {
        for line in input.split(b'\n') {
            let line = line?;
            // GTP is ASCII; other bytes (in comments, say) must not stop the engine.
            let line = String::from_utf8_lossy(&line);
            if let Some(response) = self.handle_line(&line) {
                output.write_all(response.to_string().as_bytes())?;
                output.flush()?;
            }
            if self.quit {
                break;
            }
        }
        Ok(())
    }

    /// Executes one parsed command.
    pub fn execute(&mut self, command: &Command) -> Response {
        let args: Vec<&str> = command.args.iter().map(String::as_str).collect();
        let result = self.dispatch(&command.name, &args);
        Response { id: command.id, result }
    }

    fn dispatch(&mut self, name: &str, args: &[&str]) -> CommandResult {
        match name {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("tengen".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => Ok(COMMANDS.contains(&arg(args, 0)?).to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => self.cmd_boardsize(args),
            "clear_board" => {
                self.clear_board();
                Ok(String::new())
            }
            "komi" => self.cmd_komi(args),
            "play" => self.cmd_play(args),
            "genmove" | "kgs-genmove_cleanup" => self.cmd_genmove(args),
            "undo" => {
                if self.game.undo() { Ok(String::new()) } else { Err("cannot undo".into()) }
            }
            "showboard" => Ok(self.showboard()),
            "final_score" => self.cmd_final_score(),
            "final_status_list" => self.cmd_final_status_list(args),
            "loadsgf" => self.cmd_loadsgf(args),
            "printsgf" => self.cmd_printsgf(args),
            "fixed_handicap" => self.cmd_fixed_handicap(args),
            "place_free_handicap" => self.cmd_place_free_handicap(args),
            "set_free_handicap" => self.cmd_set_free_handicap(args),
            "time_settings" => self.cmd_time_settings(args),
            "time_left" => self.cmd_time_left(args),
            "kgs-time_settings" => {
                let control = kgs_time_control(args)?;
                self.set_time_control(control);
                Ok(String::new())
            }
            "is_legal" => self.cmd_is_legal(args),
            "list_stones" => self.cmd_list_stones(args),
            "countlib" => self.cmd_countlib(args),
            "findlib" => self.cmd_findlib(args),
            "captures" => {
                let color = parse_color(arg(args, 0)?)?;
                Ok(self.game.captures(color).to_string())
            }
            "kgs-rules" => self.cmd_kgs_rules(args),
            _ => Err("unknown command".into()),
        }
    }

    /// A new game on the current board size under the current rules; both clocks start again
    /// from the full time.
    fn clear_board(&mut self) {
        self.game = Game::new(self.size, self.rules());
        self.set_time_control(self.clock.control());
    }

    /// Both colours get the full time of `control`.
    fn set_time_control(&mut self, control: TimeControl) {
        self.clock = Clock::new(control).expect("GTP time settings always make a valid control");
    }

    /// Lets play go on after two passes or a simple-ko cycle: under GTP the controller, not
    /// the engine, decides when the game is over.
    fn reopen(&mut self) {
        self.game.resume();
    }

    fn vertex_text(&self, v: Vertex) -> String {
        v.to_gtp(self.size)
    }

    fn vertex_list(&self, mut vertices: Vec<Vertex>) -> String {
        vertices.sort_by_key(|v| (v.y, v.x));
        vertices.iter().map(|&v| self.vertex_text(v)).collect::<Vec<_>>().join(" ")
    }

    /// A vertex argument: `pass` (any case) is `None`.
    fn parse_vertex(&self, text: &str) -> Result<Option<Vertex>, String> {
        if text.eq_ignore_ascii_case("pass") {
            return Ok(None);
        }
        Vertex::from_gtp(text, self.size).map(Some).map_err(|_| "invalid coordinate".to_string())
    }

    /// A vertex argument that must be a point of the board.
    fn parse_point(&self, text: &str) -> Result<Vertex, String> {
        self.parse_vertex(text)?.ok_or_else(|| "invalid coordinate".to_string())
    }

    fn parse_move(&self, args: &[&str]) -> Result<(Color, Move), String> {
        let color = parse_color(arg(args, 0)?)?;
        let mv = match self.parse_vertex(arg(args, 1)?)? {
            Some(v) => Move::Play(v),
            None => Move::Pass,
        };
        Ok((color, mv))
    }

    fn cmd_boardsize(&mut self, args: &[&str]) -> CommandResult {
        let side: u32 = arg(args, 0)?.parse().map_err(|_| "syntax error".to_string())?;
        let size = BoardSize::from_u32(side, side).map_err(|_| "unacceptable size".to_string())?;
        self.size = size;
        self.clear_board();
        Ok(String::new())
    }

    fn cmd_komi(&mut self, args: &[&str]) -> CommandResult {
        let komi: f64 = arg(args, 0)?.parse().map_err(|_| "syntax error".to_string())?;
        if !komi.is_finite() {
            return Err("syntax error".into());
        }
        // The limit of every entry point, so that printsgf writes what loadsgf and the
        // JavaScript API read back.
        if komi.abs() > Rules::MAX_KOMI {
            return Err(format!("unacceptable komi: it must be from -{0} to {0}", Rules::MAX_KOMI));
        }
        self.komi = Some(komi);
        self.game.set_komi(komi);
        Ok(String::new())
    }

    fn cmd_play(&mut self, args: &[&str]) -> CommandResult {
        let (color, mv) = self.parse_move(args)?;
        self.reopen();
        self.game.play_move(color, mv).map_err(|_| "illegal move".to_string())?;
        Ok(String::new())
    }

    /// Whether `color` may play at `v` now, and if not, why: what `is_legal` answers (the
    /// game is reopened first if it had ended by two passes, as for `play`).
    pub fn check_move(&mut self, color: Color, v: Vertex) -> Result<(), IllegalMove> {
        self.reopen();
        self.game.check_as(color, v)
    }

    fn cmd_is_legal(&mut self, args: &[&str]) -> CommandResult {
        let (color, mv) = self.parse_move(args)?;
        self.reopen();
        let legal = match mv {
            Move::Pass => true,
            Move::Play(v) => self.check_move(color, v).is_ok(),
        };
        Ok(if legal { "1" } else { "0" }.into())
    }

    /// `genmove COLOR`: under a time limit, the engine reads the time when the command
    /// arrives, thinks no longer than [`Engine::time_budget`] allows (it passes if that runs
    /// out before it has found a move), and charges the time it took to `COLOR`'s clock.
    fn cmd_genmove(&mut self, args: &[&str]) -> CommandResult {
        let color = parse_color(arg(args, 0)?)?;
        self.reopen();
        let timed = self.clock.control() != TimeControl::Unlimited;
        let start = timed.then(|| self.time_source.now());
        let deadline = start.and_then(|t0| self.budget_at(color, t0).map(|budget| t0.saturating_add(budget)));
        let mv = self.choose_move_until(color, deadline);
        if let Some(t0) = start {
            let used = self.time_source.now().saturating_sub(t0);
            // Running out is the controller's to rule on; the engine only keeps count.
            let _ = self.clock.charge(color, used, true);
        }
        self.game.play_move(color, mv).map_err(|e| format!("cannot play the generated move: {e}"))?;
        Ok(match mv {
            Move::Play(v) => self.vertex_text(v),
            Move::Pass => "pass".into(),
        })
    }

    /// What the last `genmove` by the tree search found (its playouts, its win rate), for
    /// benchmarks; `None` before one, or after a flat `genmove`.
    #[must_use]
    pub fn last_search(&self) -> Option<&uct::SearchReport> {
        self.last_search.as_ref()
    }

    /// How `genmove` chooses (the tree search unless changed).
    pub fn set_search(&mut self, search: Search) {
        self.search = search;
    }

    /// The engine's move for `color`: by the tree search ([`crate::uct::search`], a budget of
    /// [`TREE_PLAYOUTS_PER_POINT`] per point with no time limit) or by the flat playouts
    /// ([`bot::choose_move_as`]: captures and escapes from atari first, otherwise the
    /// sensible point with the best light playouts, [`PLAYOUTS_PER_POINT`] per point), a pass
    /// when nothing is left. Never fills one of its own eyes; reproducible from the seed.
    pub fn choose_move(&mut self, color: Color) -> Move {
        self.choose_move_until(color, None)
    }

    /// As [`Engine::choose_move`], but stopping to decide with what it knows when the time
    /// source gets near `deadline` ([`Deadline`]: it reads the time before each playout and
    /// stops once the longest step between two reads would take it past the deadline, or
    /// once the time source stands still). It passes if the time is up before it starts.
    fn choose_move_until(&mut self, color: Color, deadline: Option<u64>) -> Move {
        let seed = self.rng.next_u64();
        let mut thinking = Deadline::new(&self.time_source, deadline);
        let mut out_of_time = || thinking.out_of_time();
        self.last_search = None;
        match self.search {
            Search::Flat => {
                let options = BotOptions { playouts: PLAYOUTS_PER_POINT * self.size.points(), seed };
                bot::choose_move_as(&self.game, color, &options, &mut out_of_time)
            }
            Search::Tree => {
                // Under a time limit only the clock ends the search; without one, the budget.
                let playouts = if deadline.is_some() { usize::MAX } else { TREE_PLAYOUTS_PER_POINT * self.size.points() };
                let report = uct::search(&self.game, color, &uct::SearchOptions { playouts, seed }, &mut out_of_time);
                let chosen = report.chosen;
                self.last_search = Some(report);
                chosen
            }
        }
    }

    /// `time_settings main_time byo_yomi_time byo_yomi_stones` (seconds): Canadian byo-yomi,
    /// sudden death when the byo-yomi time is 0, no limit when it is above 0 with 0 stones
    /// ([`gtp_time_control`]). Both clocks start from the full time.
    fn cmd_time_settings(&mut self, args: &[&str]) -> CommandResult {
        let main = seconds_to_ms(parse_seconds(arg(args, 0)?)?);
        let byo_yomi = seconds_to_ms(parse_seconds(arg(args, 1)?)?);
        let stones: u32 = arg(args, 2)?.parse().map_err(|_| "syntax error".to_string())?;
        self.set_time_control(gtp_time_control(main, byo_yomi, stones));
        Ok(String::new())
    }

    /// `time_left color time stones`: the controller's view of `color`'s time replaces the
    /// engine's ([`reported_time`]). Without a time limit there is nothing to set.
    fn cmd_time_left(&mut self, args: &[&str]) -> CommandResult {
        let color = parse_color(arg(args, 0)?)?;
        let time = seconds_to_ms(parse_seconds(arg(args, 1)?)?);
        let stones: u32 = arg(args, 2)?.parse().map_err(|_| "syntax error".to_string())?;
        if let Some(reported) = reported_time(self.clock.control(), time, stones) {
            self.clock.set_time_left(color, reported);
        }
        Ok(String::new())
    }

    /// `kgs-rules NAME`: `chinese`, `japanese`, `aga`, `new_zealand` (the names KGS sends) or
    /// any tengen preset name (`tromp-taylor`, `chinese-simple-ko`, ...). The game goes on
    /// under the new rules when its moves are all legal under them; otherwise the command
    /// fails and nothing changes.
    fn cmd_kgs_rules(&mut self, args: &[&str]) -> CommandResult {
        let ruleset: RuleSet = arg(args, 0)?.parse().map_err(|_| "unknown rules".to_string())?;
        let mut rules = ruleset.rules();
        if let Some(komi) = self.komi {
            rules.komi = komi;
        }
        let start = self.game.start().clone();
        let handicap: Vec<Vertex> = start.board().stones().map(|(v, _)| v).collect();
        let mut game = if self.game.handicap() > 0 {
            Game::with_free_handicap(self.size, rules, &handicap).map_err(|e| e.to_string())?
        } else {
            Game::from_position(start, rules)
        };
        for record in self.game.moves() {
            game.resume();
            game.play_move(record.color, record.mv)
                .map_err(|_| "the moves played so far are not all legal under these rules".to_string())?;
        }
        self.ruleset = Some(ruleset);
        self.base_rules = ruleset.rules();
        self.game = game;
        Ok(String::new())
    }
}

/// The argument at `index`, or a syntax error.
fn arg<'a>(args: &[&'a str], index: usize) -> Result<&'a str, String> {
    args.get(index).copied().ok_or_else(|| "syntax error".to_string())
}

fn parse_color(text: &str) -> Result<Color, String> {
    if text.eq_ignore_ascii_case("b") || text.eq_ignore_ascii_case("black") {
        Ok(Color::Black)
    } else if text.eq_ignore_ascii_case("w") || text.eq_ignore_ascii_case("white") {
        Ok(Color::White)
    } else {
        Err("invalid color".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(engine: &mut Engine, line: &str) -> Response {
        engine.handle_line(line).expect("a command")
    }

    #[test]
    fn genmove_never_fills_its_own_eye_and_passes_when_done() {
        let mut engine = Engine::with_seed(5);
        run(&mut engine, "boardsize 5");
        let mut passes = 0;
        for i in 0..400 {
            let color = if i % 2 == 0 { "b" } else { "w" };
            let r = run(&mut engine, &format!("genmove {color}"));
            assert!(r.is_success());
            if r.text() == "pass" {
                passes += 1;
                if passes >= 2 {
                    break;
                }
            } else {
                passes = 0;
            }
        }
        assert!(passes >= 2, "random play on 5x5 ends");
    }
}
