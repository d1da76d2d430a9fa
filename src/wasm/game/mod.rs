//! `Game`: a game under a rule set, for JavaScript. Every rule decision is the core's
//! ([`crate::Game`]); this file reads arguments, calls the core and converts what it returns.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::errors::{JsResult, code, error, string_arg, to_js, to_js_or_null};
use super::options::Options;
use super::score::{ComparisonView, EstimateView, ScoreView, score_error};
use super::sgf;
use super::verdict;
use super::vertex::{Xy, parse_color, parse_vertex, parse_vertices, vertex_at, xy, xys};
use crate::bot::{self, BotOptions};
use crate::game::{Move, MoveRecord};
use crate::score::{self, CountSetup, DeadStones, EstimateOptions, GameResult};
use crate::{BoardSize, Color, EyeKind, IllegalMove, Position, RuleSet, Rules};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Preview {
    legal: bool,
    captures: Vec<Xy>,
    ataris: Vec<Xy>,
    liberties: u32,
    self_atari: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveView {
    color: Color,
    /// `null` for a pass.
    vertex: Option<Xy>,
    captures: Vec<Xy>,
}

impl MoveView {
    fn new(r: &MoveRecord) -> MoveView {
        let vertex = match r.mv {
            Move::Play(v) => Some(xy(v)),
            Move::Pass => None,
        };
        MoveView { color: r.color, vertex, captures: xys(&r.captured) }
    }
}

#[derive(Serialize)]
struct Captures {
    black: u32,
    white: u32,
}

#[derive(Serialize)]
struct Chain {
    color: Color,
    stones: Vec<Xy>,
    liberties: Vec<Xy>,
}

#[derive(Serialize)]
struct Eye {
    color: Color,
    kind: EyeKind,
}

#[derive(Serialize)]
struct ResultView {
    winner: Option<Color>,
    reason: &'static str,
    sgf: String,
    en: String,
    zh: String,
}

#[derive(Serialize)]
struct RulesView {
    /// The preset these rules are (komi aside), or `null`.
    name: Option<&'static str>,
    #[serde(flatten)]
    rules: Rules,
}

/// `{ legal: true, captures }` (never fails; `JsResult` for the callers' `match` arms).
fn legal(captures: &[crate::Vertex]) -> JsResult<JsValue> {
    Ok(verdict::legal(captures))
}

fn illegal(e: IllegalMove) -> JsResult<JsValue> {
    Ok(verdict::illegal(e))
}

const GAME_OPTIONS: &[&str] = &["size", "width", "height", "rules", "komi", "handicap"];
const SGF_OPTIONS: &[&str] = &["rules", "komi", "strict"];
const DIAGRAM_OPTIONS: &[&str] = &["toMove", "rules", "komi"];
/// The options of `estimate` and `engineMove`.
const PLAYOUT_OPTIONS: &[&str] = &["playouts", "seed"];

/// `{ playouts, seed }` as `estimate` and `engineMove` take them: at most 100,000 playouts, a
/// 32-bit seed; each `None` when not given. Throws `badOptions`.
fn playouts_and_seed(options: &JsValue) -> JsResult<(Option<u32>, Option<u64>)> {
    let o = Options::read(options, "options", PLAYOUT_OPTIONS, code::BAD_OPTIONS)?;
    Ok((o.uint("playouts", 0, 100_000)?, o.uint("seed", 0, u32::MAX)?.map(u64::from)))
}

#[wasm_bindgen(typescript_custom_section)]
const ENGINE_MOVE_TYPES: &'static str = r#"
/** Options of `game.engineMove(options)`. */
export interface EngineMoveOptions {
  /** Light random playouts shared over the candidate points (default 1000, at most 100000; 0 plays a random sensible point). */
  playouts?: number;
  /** A 32-bit seed: the same game and seed give the same move. */
  seed?: number;
}
"#;

/// A game of Go: the board, whose turn it is, the history (with undo and redo), the rules'
/// verdict on every move, and the count at the end.
///
/// Illegal moves are verdicts (`{ legal: false, reason, message, messageZh }`), never
/// exceptions; misuse (a vertex off the board, bad options) throws an `Error` with a `code`
/// and changes nothing. Call `free()` (or use `using`) when done with a game.
#[wasm_bindgen]
pub struct Game {
    inner: crate::Game,
    /// The preset the game was created with, for `rules.name` and SGF `RU`.
    preset: Option<RuleSet>,
    /// The root node of the record the game was read from (its game information).
    info: Option<crate::sgf::Node>,
    /// The board's signs as `board()` last wrote them, for the glue to copy from wasm memory
    /// (`tengen_game_board`, `scripts/fast-glue.mjs`).
    signs: Vec<i8>,
}

impl Game {
    /// `playAt(x, y)` as the JavaScript method behaves, the `badVertex` error included (the
    /// glue throws it): for Rust callers and tests.
    pub fn play_at(&mut self, x: f64, y: f64) -> JsResult<i32> {
        let v = vertex_at(x, y, self.inner.size())?;
        Ok(self.inner.play(v).map_or(-1, |record| record.captured.len() as i32))
    }

    /// Wraps a core game (for the lesson bindings and tests).
    pub fn from_core(inner: crate::Game) -> Game {
        let preset = sgf::preset_of(&inner);
        Game { inner, preset, info: None, signs: Vec::new() }
    }

    /// The core game.
    pub fn core(&self) -> &crate::Game {
        &self.inner
    }
}

#[wasm_bindgen]
impl Game {
    /// `new Game()`, `new Game({ size: 9 })`, `new Game({ width: 13, height: 9, rules:
    /// "japanese", komi: 6.5, handicap: 4 })`. Every field is optional: 19×19, the Chinese rules,
    /// komi 7.5, no handicap. `handicap` is a number of stones on the traditional points (2 to 9)
    /// or a list of vertices (free placement); White then moves first.
    /// Throws `badOptions`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: JsValue) -> JsResult<Game> {
        let o = Options::read(&options, "options", GAME_OPTIONS, code::BAD_OPTIONS)?;
        let side = |key| o.uint(key, u32::from(crate::vertex::MIN_SIDE), u32::from(crate::vertex::MAX_SIDE));
        let size = side("size")?;
        let (width, height) = (side("width")?, side("height")?);
        for (key, v) in [("width", width), ("height", height)] {
            if let (Some(s), Some(v)) = (size, v) {
                if s != v {
                    return Err(error(code::BAD_OPTIONS, &format!("options.size is {s} but options.{key} is {v}")));
                }
            }
        }
        let width = width.or(size).or(height).unwrap_or(19);
        let height = height.or(size).unwrap_or(width);
        let size = BoardSize::from_u32(width, height).map_err(|e| error(code::BAD_OPTIONS, &e.to_string()))?;
        let (preset, rules) = o.rules()?;
        let inner = match o.get("handicap")? {
            None => crate::Game::new(size, rules),
            Some(h) if js_sys::Array::is_array(&h) => {
                let points = parse_vertices(&h, size, "options.handicap")
                    .map_err(|e| error(code::BAD_OPTIONS, &message_of(&e)))?;
                crate::Game::with_free_handicap(size, rules, &points).map_err(|e| error(code::BAD_OPTIONS, &e.to_string()))?
            }
            Some(_) => match o.uint("handicap", 0, crate::handicap::MAX_HANDICAP)? {
                Some(0 | 1) | None => crate::Game::new(size, rules),
                Some(n) => crate::Game::with_handicap(size, rules, n).map_err(|e| error(code::BAD_OPTIONS, &e.to_string()))?,
            },
        };
        Ok(Game { inner, preset, info: None, signs: Vec::new() })
    }

    /// A game read from SGF text: the first game tree's main line replayed through the rules
    /// (`RU` and `KM` of the record, unless `options.rules` / `options.komi` say otherwise).
    /// `options.strict` reads exactly `FF[4]`. Undo goes back to the record's start.
    /// Throws `badSgf` (with `line`, `column`, and for an illegal move `moveNumber` and
    /// `reason`) or `badOptions`.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "SgfOptions")] options: JsValue,
    ) -> JsResult<Game> {
        let text = string_arg(&text, "the SGF text", code::BAD_SGF)?;
        let o = Options::read(&options, "options", SGF_OPTIONS, code::BAD_OPTIONS)?;
        let (preset, rules) = o.rules()?;
        let strict = o.boolean("strict")?.unwrap_or(false);
        let komi = o.komi()?;
        let loaded = sgf::load(&text, strict, preset.map(|_| rules))?;
        let mut inner = loaded.game;
        if let Some(komi) = komi {
            inner.set_komi(komi);
        }
        // The record's own preset name (`RU[Korean]` stays Korean, whose rules are Japanese's).
        let named = loaded.root.simple_text("RU").and_then(|ru| ru.parse::<RuleSet>().ok());
        let preset = preset.or(named).or_else(|| sgf::preset_of(&inner));
        Ok(Game { inner, preset, info: Some(loaded.root), signs: Vec::new() })
    }

    /// A game from a text diagram, one row per line from the top: `X` Black, `O` White, `.`
    /// empty (spaces ignored). `options.toMove` is `"black"` (default) or `"white"`.
    /// Throws `badPosition` or `badOptions`.
    #[wasm_bindgen(js_name = fromDiagram)]
    pub fn from_diagram(
        #[wasm_bindgen(unchecked_param_type = "string")] diagram: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "DiagramOptions")] options: JsValue,
    ) -> JsResult<Game> {
        let diagram = string_arg(&diagram, "the diagram", code::BAD_POSITION)?;
        let o = Options::read(&options, "options", DIAGRAM_OPTIONS, code::BAD_OPTIONS)?;
        let to_move = match o.get("toMove")? {
            Some(c) => parse_color(&c).map_err(|e| error(code::BAD_OPTIONS, &message_of(&e)))?,
            None => Color::Black,
        };
        let (preset, rules) = o.rules()?;
        let position =
            Position::from_diagram(&diagram, to_move).map_err(|e| error(code::BAD_POSITION, &e.to_string()))?;
        Ok(Game { inner: crate::Game::from_position(position, rules), preset, info: None, signs: Vec::new() })
    }

    /// An independent copy of the game (history included).
    #[wasm_bindgen(js_name = clone)]
    #[must_use]
    pub fn copy(&self) -> Game {
        Game { inner: self.inner.clone(), preset: self.preset, info: self.info.clone(), signs: Vec::new() }
    }

    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        u32::from(self.inner.size().width)
    }

    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        u32::from(self.inner.size().height)
    }

    /// `"black"` or `"white"`.
    #[wasm_bindgen(getter, js_name = toMove, unchecked_return_type = "Color")]
    pub fn to_move(&self) -> String {
        self.inner.to_move().name_en().to_string()
    }

    /// Moves played so far, passes included (the move number of the last move).
    #[wasm_bindgen(getter, js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.inner.moves().len() as u32
    }

    /// Stones captured by each colour: `{ black, white }`.
    #[wasm_bindgen(getter, unchecked_return_type = "Captures")]
    pub fn captures(&self) -> JsValue {
        to_js_or_null(&Captures { black: self.inner.captures(Color::Black), white: self.inner.captures(Color::White) })
    }

    /// `null` before the first move, else `{ color, vertex, captures }` (`vertex` is `null` for
    /// a pass).
    #[wasm_bindgen(getter, js_name = lastMove, unchecked_return_type = "MoveRecord | null")]
    pub fn last_move(&self) -> JsValue {
        self.inner.last_move().map_or(JsValue::NULL, |r| to_js_or_null(&MoveView::new(r)))
    }

    /// Every move so far: `[{ color, vertex, captures }, ...]`.
    #[wasm_bindgen(unchecked_return_type = "MoveRecord[]")]
    pub fn moves(&self) -> JsResult<JsValue> {
        to_js(&self.inner.moves().iter().map(MoveView::new).collect::<Vec<_>>())
    }

    /// Whether the game has ended (two passes, resignation, time, forfeit, no result).
    #[wasm_bindgen(getter, js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// How the game ended: `null`, or `{ kind: "twoPasses" | "resignation" | "timeout" |
    /// "forfeit" | "noResult", winner? }`.
    #[wasm_bindgen(getter, unchecked_return_type = "GameEnd | null")]
    pub fn end(&self) -> JsValue {
        self.inner.end().map_or(JsValue::NULL, |e| to_js_or_null(&e))
    }

    /// The result when the end decided it (resignation, time, forfeit, no result):
    /// `{ winner, reason, sgf, en, zh }`. `null` while playing and after two passes (count with
    /// `score()`).
    #[wasm_bindgen(getter, unchecked_return_type = "GameResultView | null")]
    pub fn result(&self) -> JsValue {
        let Some(r) = self.inner.end().and_then(GameResult::from_end) else { return JsValue::NULL };
        let reason = match r {
            GameResult::Resignation { .. } => "resignation",
            GameResult::Time { .. } => "time",
            GameResult::Forfeit { .. } => "forfeit",
            GameResult::Void => "void",
            GameResult::Counted { .. } => "counted",
            GameResult::Win { .. } => "win",
            GameResult::Draw => "draw",
            GameResult::Unknown => "unknown",
        };
        to_js_or_null(&ResultView { winner: r.winner(), reason, sgf: r.to_sgf(), en: r.to_en(), zh: r.to_zh() })
    }

    /// The rules: `{ name, ko, suicideAllowed, scoring, handicapCompensation, komi,
    /// deadStoneRemoval }`.
    #[wasm_bindgen(getter, unchecked_return_type = "RulesView")]
    pub fn rules(&self) -> JsValue {
        let name = self.preset.or_else(|| sgf::preset_of(&self.inner)).map(RuleSet::name);
        to_js_or_null(&RulesView { name, rules: *self.inner.rules() })
    }

    #[wasm_bindgen(getter)]
    pub fn komi(&self) -> f64 {
        self.inner.rules().komi
    }

    /// Handicap stones given at the start (0 for an even game).
    #[wasm_bindgen(getter)]
    pub fn handicap(&self) -> u32 {
        self.inner.handicap()
    }

    /// The board, row-major from the top left: 1 Black, -1 White, 0 empty.
    pub fn board(&self) -> js_sys::Int8Array {
        js_sys::Int8Array::from(self.inner.board().signs().as_slice())
    }

    /// The colour of the stone at a vertex, or `null`. Throws `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn at(&self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        Ok(self.inner.board().get(v).map_or(JsValue::NULL, |c| JsValue::from_str(c.name_en())))
    }

    /// The position as a diagram (`X`, `O`, `.`; one row per line from the top).
    pub fn diagram(&self) -> String {
        self.inner.position().to_diagram()
    }

    /// Plays the side to move at a vertex (`"D4"`, `"dd"`, `[x, y]`):
    /// `{ legal: true, captures }` or `{ legal: false, reason, message, messageZh }` (nothing
    /// changes). Throws `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "MoveVerdict")]
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        match self.inner.play(v) {
            Ok(record) => legal(&record.captured),
            Err(e) => illegal(e),
        }
    }

    /// The fast path for programs that play many moves (bots, replays): plays the side to
    /// move at `(x, y)` and returns how many stones it captured, or `-1` when the move is
    /// illegal (nothing changes; `check([x, y])` says why). Throws `badVertex`.
    //
    // One number out and no `Result`: a `Result` comes back from wasm as three values, which
    // V8 hands to JavaScript as a new array on every call. `-2` (no vertex) is turned into the
    // `badVertex` error by the glue (`scripts/fast-glue.mjs`), which also gives `play([x, y])`
    // its fast path through this export.
    #[wasm_bindgen(js_name = playAt)]
    pub fn play_at_number(&mut self, x: f64, y: f64) -> i32 {
        self.inner.play_at_numbers(x, y)
    }

    // The `badVertex` error for `playAt(x, y)` when it returned -2 (for the glue only).
    #[wasm_bindgen(js_name = __tengenVertexError, skip_typescript)]
    pub fn vertex_error(&self, x: f64, y: f64) -> JsValue {
        vertex_at(x, y, self.inner.size()).err().unwrap_or(JsValue::UNDEFINED)
    }

    // Where in wasm memory the stones the last move captured are (x, y bytes: `Vertex` is
    // `repr(C)`, as many pairs as `playAt` returned), for the glue's `play([x, y])` after a
    // capture.
    #[wasm_bindgen(js_name = __tengenCapturedAt, skip_typescript)]
    pub fn captured_at(&self) -> u32 {
        self.inner.last_move().map_or(0, |record| record.captured.as_ptr() as u32)
    }

    /// Plays a list of moves in one call (a record, a game from a server): `[x, y]` or any
    /// other vertex form for a stone, `null` for a pass. Returns how many were played: all of
    /// them, or the index of the first illegal one, before which it stops (`check` or `play`
    /// of that move says why). Every entry is read before any is played, so a list with an
    /// entry that is no vertex throws `badVertex` and changes nothing.
    pub fn replay(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "(VertexInput | null)[]")] moves: JsValue,
    ) -> JsResult<u32> {
        let size = self.inner.size();
        let listed = verdict::move_list(&moves).ok_or_else(|| error(code::BAD_VERTEX, "the moves must be an array"))?;
        let mut list = Vec::with_capacity(listed.len());
        for (i, m) in listed.into_iter().enumerate() {
            list.push(match m {
                verdict::ListedMove::Pass => Move::Pass,
                verdict::ListedMove::Play(x, y) if size.contains(crate::Vertex::new(x, y)) => {
                    Move::Play(crate::Vertex::new(x, y))
                }
                _ => {
                    let item = js_sys::Reflect::get_u32(&moves, i as u32).unwrap_or(JsValue::UNDEFINED);
                    Move::Play(parse_vertex(&item, size)?)
                }
            });
        }
        let mut played = 0;
        for mv in list {
            let ok = match mv {
                Move::Play(v) => self.inner.play(v).is_ok(),
                Move::Pass => self.inner.pass().is_ok(),
            };
            if !ok {
                break;
            }
            played += 1;
        }
        Ok(played)
    }

    /// The verdict on a move by the side to move, without playing it. Throws `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "MoveVerdict")]
    pub fn check(&self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        match self.inner.preview(v) {
            Ok(p) => legal(&p.captures),
            Err(e) => illegal(e),
        }
    }

    /// What a move would do: `{ legal: true, captures, ataris, liberties, selfAtari }` (the
    /// opponent stones it would capture and leave in atari, the liberties of the mover's chain
    /// after it), or the illegal verdict. Throws `badVertex`.
    #[wasm_bindgen(unchecked_return_type = "MovePreview")]
    pub fn preview(&self, #[wasm_bindgen(unchecked_param_type = "VertexInput")] vertex: JsValue) -> JsResult<JsValue> {
        let v = parse_vertex(&vertex, self.inner.size())?;
        match self.inner.preview(v) {
            Ok(p) => to_js(&Preview {
                legal: true,
                captures: xys(&p.captures),
                ataris: xys(&p.ataris),
                liberties: p.liberties as u32,
                self_atari: p.self_atari,
            }),
            Err(e) => illegal(e),
        }
    }

    /// The side to move passes; two passes in a row end the game. `{ legal: true, captures: []
    /// }`, or `{ legal: false, reason: "gameOver", ... }`.
    #[wasm_bindgen(unchecked_return_type = "MoveVerdict")]
    pub fn pass(&mut self) -> JsResult<JsValue> {
        match self.inner.pass() {
            Ok(_) => legal(&[]),
            Err(e) => illegal(e),
        }
    }

    /// A player resigns (default: the side to move); the other wins. Returns the verdict
    /// (`gameOver` if the game had already ended). Throws `badColor`.
    #[wasm_bindgen(unchecked_return_type = "MoveVerdict")]
    pub fn resign(&mut self, #[wasm_bindgen(unchecked_optional_param_type = "Color")] color: JsValue) -> JsResult<JsValue> {
        let color = if color.is_undefined() || color.is_null() { self.inner.to_move() } else { parse_color(&color)? };
        match self.inner.resign(color) {
            Ok(()) => legal(&[]),
            Err(e) => illegal(e),
        }
    }

    /// Takes back the last move (or a resignation). `false` when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    /// Replays the last move taken back. `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// Reopens a game that ended by two passes (to settle a disputed count by playing on).
    /// `false` if the game is not over by passes.
    pub fn resume(&mut self) -> bool {
        self.inner.resume()
    }

    /// The game as SGF text (`FF[4]`, UTF-8): size, rules, komi, handicap, setup, every move,
    /// the result when decided, and the game information of the record it was read from.
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self) -> String {
        sgf::write(&self.inner, self.preset, self.info.as_ref())
    }
}

/// `playAt(x, y)` as a plain export, without the wrapper `#[wasm_bindgen]` generates for a
/// method: the glue (`scripts/fast-glue.mjs`) calls this one with the object's pointer. The
/// generated wrapper takes a counted reference to the object and builds and drops a borrow
/// guard through calls of the size-first build: a fifth of a 9×9 move's time (bench/RESULTS.md,
/// "Session 8"). Here the borrow is taken in place and nothing is counted, which is sound for
/// the duration of the call: nothing in `play` calls out to JavaScript, so the object cannot
/// be freed or used meanwhile. Returns what `playAt` does (captures, -1 illegal, -2 no vertex),
/// or -3 when the object is freed or already in use; the glue then calls the method's own
/// export, which throws the coded error for that.
///
/// # Safety
/// `game` is 0 or the pointer wasm-bindgen gave the glue for a `Game` (`__wbg_ptr`), which
/// the glue sets to 0 when the object is freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tengen_game_play_at(game: *const wasm_bindgen::__rt::WasmRefCell<Game>, x: f64, y: f64) -> i32 {
    // SAFETY: as the function's contract says.
    unsafe { with_game(game, -3, |game| game.inner.play_at_numbers(x, y)) }
}

/// `f` on the object behind a plain export's pointer, with its borrow taken in place, or
/// `unusable` when the object is freed (0) or already in use.
///
/// # Safety
/// `game` is 0 or a live object's pointer, as [`tengen_game_play_at`] says.
unsafe fn with_game<T>(game: *const wasm_bindgen::__rt::WasmRefCell<Game>, unusable: T, f: impl FnOnce(&mut Game) -> T) -> T {
    // SAFETY: as the function's contract says, a non-null pointer is a live object's.
    let Some(cell) = (unsafe { game.as_ref() }) else { return unusable };
    match cell.try_borrow_mut() {
        Some(mut game) => f(&mut game),
        None => unusable,
    }
}

/// `board()` without wasm-bindgen's wrapper and without a new array made in wasm and handed
/// over through the table of references (360 ns of a 9×9 `board()`): writes the signs into
/// the object's own buffer and returns where it is (`width × height` bytes), or 0 when the
/// object is freed or in use, for which the glue calls the method's own export, which throws.
/// The glue copies the bytes into a new `Int8Array` at once.
///
/// # Safety
/// As [`tengen_game_play_at`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tengen_game_board(game: *const wasm_bindgen::__rt::WasmRefCell<Game>) -> u32 {
    // SAFETY: as the function's contract says.
    unsafe {
        with_game(game, 0, |game| {
            game.inner.board().write_signs(&mut game.signs);
            game.signs.as_ptr() as u32
        })
    }
}

/// The message of an error value (for re-throwing it with another code).
fn message_of(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string()).unwrap_or_default()
}

mod analysis;
