//! SGF in and out: `Game.fromSgf` replays a record's main line through the core
//! ([`crate::sgf::replay`]); `game.toSgf()` writes the game's start, moves and result with the
//! core's writer, keeping the game information of the record it was read from.

use wasm_bindgen::JsValue;

use super::errors::{code, error_with};
use crate::sgf::{self, ErrorKind, GameTree, Node, Property, SgfError};
use crate::score::GameResult;
use crate::{Color, Game, Move, RuleSet};

/// Game-information properties copied from the record a game was read from (not `AP`: the
/// record written is tengen's, and says so, which is what lets its `KM` read back exactly).
const INFO: &[&str] = &[
    "PB", "PW", "BR", "WR", "BT", "WT", "DT", "EV", "RO", "PC", "GN", "GC", "SO", "AN", "CP", "ON", "US", "TM", "OT",
];

/// A record that could not be read or replayed: `badSgf`, with `line` and `column` (1-based,
/// 0 when unknown) and, for an illegal move, its `moveNumber` and `reason`.
pub fn sgf_error(e: &SgfError) -> JsValue {
    let mut props = vec![("line", JsValue::from(e.line)), ("column", JsValue::from(e.column))];
    if let ErrorKind::IllegalMove { move_number, code, .. } = &e.kind {
        props.push(("moveNumber", JsValue::from(*move_number)));
        props.push(("reason", JsValue::from_str(code)));
    }
    error_with(code::BAD_SGF, &format!("bad SGF: {e}"), &props)
}

/// What reading gave: the game at the end of the main line, and the record's root node.
pub struct Loaded {
    pub game: Game,
    pub root: Node,
}

/// Reads the first game tree of `text` and replays its main line.
pub fn load(text: &str, strict: bool, rules: Option<crate::Rules>) -> Result<Loaded, JsValue> {
    let options = if strict { sgf::ReadOptions::strict() } else { sgf::ReadOptions::lenient() };
    let parsed = sgf::read_str(text, &options).map_err(|e| sgf_error(&e))?;
    let tree: &GameTree = parsed
        .collection
        .trees
        .first()
        .ok_or_else(|| sgf_error(&SgfError::unplaced(ErrorKind::NoGameTree)))?;
    let replay = sgf::replay(tree, &sgf::ReplayOptions { rules, force: false }).map_err(|e| sgf_error(&e))?;
    // Without `force` the only problem replay lets pass is a `KM` it cannot read (or one beyond
    // the limit every entry point holds to): an error here, not a silent change of komi.
    if let Some(e) = replay.problems.first() {
        return Err(sgf_error(e));
    }
    let game = replay.final_game().map_err(|e| sgf_error(&e))?;
    Ok(Loaded { game, root: tree.root().clone() })
}

/// The game as an SGF record: size, rules, komi, handicap and setup stones, every move, and
/// the result when the game's end decided one.
pub fn write(game: &Game, preset: Option<RuleSet>, info: Option<&Node>) -> String {
    let size = game.size();
    let mut root = Node::new();
    root.set(Property::single("GM", "1"));
    root.set(Property::single("FF", "4"));
    root.set(Property::single("CA", "UTF-8"));
    root.set(Property::single("AP", sgf::info::application()));
    let sz = if size.is_square() { size.width.to_string() } else { format!("{}:{}", size.width, size.height) };
    root.set(Property::single("SZ", sz));
    if let Some(preset) = preset.or_else(|| preset_of(game)) {
        root.set(Property::text("RU", preset.name()));
    }
    root.set(Property::single("KM", sgf::value::format_real(game.rules().komi)));
    if game.handicap() > 0 {
        root.set(Property::single("HA", game.handicap().to_string()));
    }
    let start = game.start();
    for (ident, color) in [("AB", Color::Black), ("AW", Color::White)] {
        let points: Vec<String> = start.board().stones().filter(|&(_, c)| c == color).map(|(v, _)| v.to_sgf()).collect();
        if !points.is_empty() {
            root.set(Property::new(ident, points));
        }
    }
    if start.to_move() == Color::White && game.handicap() == 0 {
        root.set(Property::single("PL", "W"));
    }
    if let Some(info) = info {
        for ident in INFO {
            if let Some(p) = info.get(ident) {
                root.set(p.clone());
            }
        }
    }
    if let Some(result) = game.end().and_then(GameResult::from_end) {
        root.set(Property::text("RE", &result.to_sgf()));
    }
    let mut tree = GameTree::with_root(root);
    let mut at = tree.root_id();
    for record in game.moves() {
        let mut node = Node::new();
        let value = match record.mv {
            Move::Play(v) => v.to_sgf(),
            Move::Pass => String::new(),
        };
        node.set(Property::single(record.color.letter().to_string(), value));
        at = tree.add_child(at, node);
    }
    sgf::write_tree(&tree, &sgf::WriteOptions::default())
}

/// The preset whose rules the game follows (komi aside), if any.
pub fn preset_of(game: &Game) -> Option<RuleSet> {
    let r = game.rules();
    RuleSet::ALL.into_iter().find(|p| {
        let q = p.rules();
        (q.ko, q.suicide_allowed, q.scoring, q.handicap_compensation, q.dead_stone_removal)
            == (r.ko, r.suicide_allowed, r.scoring, r.handicap_compensation, r.dead_stone_removal)
    })
}
