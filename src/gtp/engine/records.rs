//! Game records: `loadsgf` reads one, `printsgf` (and [`Engine::to_sgf`]) writes the game.

use super::{CommandResult, Engine, arg};
use crate::sgf;
use crate::{Color, Move};

impl Engine {
    /// `loadsgf FILE [MOVE_NUMBER]`: the main line of the record's first game, replayed under
    /// the current rules (komi from `KM` when the record has it), up to the position before
    /// move MOVE_NUMBER (moves count from 1), or to the end.
    pub(super) fn cmd_loadsgf(&mut self, args: &[&str]) -> CommandResult {
        let path = arg(args, 0)?;
        let until: Option<u32> = match args.get(1) {
            Some(n) => Some(n.parse().map_err(|_| "syntax error".to_string())?),
            None => None,
        };
        let cannot = |_| "cannot load file".to_string();
        let bytes = std::fs::read(path).map_err(|_| "cannot load file".to_string())?;
        let parsed = sgf::read_bytes(&bytes, &sgf::ReadOptions::lenient()).map_err(cannot)?;
        let tree = parsed.collection.trees.first().ok_or_else(|| "cannot load file".to_string())?;
        let replay = sgf::replay(tree, &sgf::ReplayOptions { rules: Some(self.rules()), force: false }).map_err(cannot)?;
        // An unreadable `KM` (or one beyond ±1000 points) is refused, as `komi` refuses it.
        if !replay.problems.is_empty() {
            return Err("cannot load file".into());
        }
        let line = replay.main_line();
        let mut node = line[0];
        for &id in &line {
            if until.is_some_and(|n| replay.node(id).move_number >= n) {
                break;
            }
            node = id;
        }
        let game = replay.game_at(node).map_err(cannot)?;
        if matches!(tree.komi(), Ok(Some(_))) {
            self.komi = Some(game.rules().komi);
        }
        self.size = replay.size();
        self.game = game;
        Ok(String::new())
    }

    /// The game as an SGF record: the rules, the start position (handicap or setup stones)
    /// and every move.
    #[must_use]
    pub fn to_sgf(&self) -> String {
        let game = &self.game;
        let size = self.size;
        let mut root = sgf::Node::new();
        root.set(sgf::Property::single("GM", "1"));
        root.set(sgf::Property::single("FF", "4"));
        root.set(sgf::Property::single("AP", sgf::info::application()));
        let sz = if size.is_square() { size.width.to_string() } else { format!("{}:{}", size.width, size.height) };
        root.set(sgf::Property::single("SZ", sz));
        if let Some(r) = self.ruleset {
            root.set(sgf::Property::text("RU", r.name()));
        }
        root.set(sgf::Property::single("KM", format_komi(game.rules().komi)));
        if game.handicap() > 0 {
            root.set(sgf::Property::single("HA", game.handicap().to_string()));
        }
        let start = game.start();
        for color in [Color::Black, Color::White] {
            let points: Vec<String> = start.board().stones().filter(|&(_, c)| c == color).map(|(v, _)| v.to_sgf()).collect();
            if !points.is_empty() {
                root.set(sgf::Property::new(if color == Color::Black { "AB" } else { "AW" }, points));
            }
        }
        if start.to_move() == Color::White && game.handicap() == 0 {
            root.set(sgf::Property::single("PL", "W"));
        }
        let mut tree = sgf::GameTree::with_root(root);
        let mut at = tree.root_id();
        for record in game.moves() {
            let mut node = sgf::Node::new();
            let value = match record.mv {
                Move::Play(v) => v.to_sgf(),
                Move::Pass => String::new(),
            };
            node.set(sgf::Property::single(if record.color == Color::Black { "B" } else { "W" }, value));
            at = tree.add_child(at, node);
        }
        sgf::write_tree(&tree, &sgf::WriteOptions::default())
    }

    /// `printsgf [FILE]`: the game as SGF, written to FILE or given as the response.
    pub(super) fn cmd_printsgf(&mut self, args: &[&str]) -> CommandResult {
        let text = self.to_sgf();
        match args.first() {
            Some(path) => {
                std::fs::write(path, text + "\n").map_err(|_| "cannot write file".to_string())?;
                Ok(String::new())
            }
            None => Ok(text),
        }
    }
}

/// Komi as SGF writes a real number: `7.5`, `6`, `-0.5`.
fn format_komi(komi: f64) -> String {
    let text = format!("{komi}");
    if text == "-0" { "0".into() } else { text }
}
