//! Figures: positions drawn for the explanation, with marks the engine computes (liberties,
//! the stones a move captures, forbidden points, eyes, the count) and captions whose numbers
//! the engine fills in.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::score::{self, CountSetup, Owner, Score};
use crate::{Color, EyeKind, Game, IllegalMove, Move, Vertex};

use super::format::{CountSpec, FigureSpec, MarkKind, MarkSpec, Show, Text};
use super::words::{self, same};
use super::{LessonError, Setup, parse_move, parse_point, setup, sgf_of};

/// A mark on the board: a shape or a label on a point (`at` is `[x, y]`, 0-based from the top
/// left, as the board widget takes it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Mark {
    #[serde(rename = "type")]
    pub kind: MarkKind,
    pub at: [u8; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

impl Mark {
    pub(crate) fn new(kind: MarkKind, v: Vertex) -> Mark {
        Mark { kind, at: [v.x, v.y], text: None }
    }

    pub(crate) fn label(v: Vertex, text: impl Into<String>) -> Mark {
        Mark { kind: MarkKind::Label, at: [v.x, v.y], text: Some(text.into()) }
    }
}

/// One picture of a figure.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Frame {
    pub width: u8,
    pub height: u8,
    /// The stones as a diagram: rows from the top, `X` black, `O` white, `.` empty.
    pub position: String,
    pub to_move: Color,
    /// The position with its history as SGF (the widget replays it and marks the last move).
    pub sgf: String,
    pub last_move: Option<[u8; 2]>,
    pub marks: Vec<Mark>,
    pub caption: Text,
    /// Stones marked dead for a count.
    pub dead: Vec<[u8; 2]>,
    /// The engine's ownership map when the frame shows a count: one entry per point, row by
    /// row, 1 Black, -1 White, 0 shared or nobody's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ownership: Option<Vec<i8>>,
    /// The values the engine computed for the caption (`liberties`, `result`, ...).
    pub values: BTreeMap<String, Text>,
}

/// An illustration: one or more frames.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Figure {
    pub id: String,
    pub frames: Vec<Frame>,
}

/// What rendering one frame's `show` items produced.
#[derive(Default)]
struct Drawn {
    marks: Vec<Mark>,
    values: BTreeMap<String, Text>,
    dead: Vec<[u8; 2]>,
    ownership: Option<Vec<i8>>,
}

impl Drawn {
    fn value(&mut self, key: &str, text: Text) {
        self.values.insert(key.to_string(), text);
    }

    fn number(&mut self, key: &str, n: impl Into<f64>) {
        self.values.insert(key.to_string(), same(words::number(n.into())));
    }
}

/// Draws a figure. Errors carry paths relative to the figure.
pub(crate) fn render(spec: &FigureSpec) -> Result<Figure, LessonError> {
    let Setup { mut game, handicap } = setup(&spec.position).map_err(|e| prefix("position", e))?;
    let mut frames = Vec::with_capacity(spec.frames.len() + 1);
    frames.push(frame(&game, handicap, &spec.show, &spec.marks, &spec.caption).map_err(|e| prefix("", e))?);
    for (i, f) in spec.frames.iter().enumerate() {
        let here = format!("frames[{i}]");
        for (j, m) in f.play.iter().enumerate() {
            let path = format!("{here}.play[{j}]");
            let mv = parse_move(m, game.size()).map_err(|e| LessonError::new(path.clone(), e))?;
            let color = game.to_move();
            game.play_move(color, mv).map_err(|e| LessonError::new(path, format!("{m} is not legal here: {}", e.message_en())))?;
        }
        frames.push(frame(&game, handicap, &f.show, &f.marks, &f.caption).map_err(|e| prefix(&here, e))?);
    }
    Ok(Figure { id: spec.id.clone(), frames })
}

pub(crate) fn prefix(head: &str, e: LessonError) -> LessonError {
    let path = match (head.is_empty(), e.path.is_empty()) {
        (true, _) => e.path,
        (false, true) => head.to_string(),
        (false, false) if e.path.starts_with('[') => format!("{head}{}", e.path),
        (false, false) => format!("{head}.{}", e.path),
    };
    LessonError { path, message: e.message }
}

fn frame(game: &Game, handicap: u32, show: &[Show], marks: &[MarkSpec], caption: &Text) -> Result<Frame, LessonError> {
    let size = game.size();
    let mut drawn = Drawn::default();
    for (i, item) in show.iter().enumerate() {
        draw(game, handicap, item, &mut drawn).map_err(|m| LessonError::new(format!("show[{i}]"), m))?;
    }
    for (i, m) in marks.iter().enumerate() {
        drawn.marks.push(author_mark(m, size).map_err(|e| LessonError::new(format!("marks[{i}].at"), e))?);
    }
    let mut seen = std::collections::HashSet::new();
    drawn.marks.retain(|m| seen.insert((m.kind, m.at, m.text.clone())));
    let caption = fill_caption(caption, &drawn.values, game, handicap).map_err(|m| LessonError::new("caption", m))?;
    let last_move = game.last_move().and_then(|r| match r.mv {
        Move::Play(v) => Some([v.x, v.y]),
        Move::Pass => None,
    });
    Ok(Frame {
        width: size.width,
        height: size.height,
        position: game.position().to_diagram().trim_end().to_string(),
        to_move: game.to_move(),
        sgf: sgf_of(game),
        last_move,
        marks: drawn.marks,
        caption,
        dead: drawn.dead,
        ownership: drawn.ownership,
        values: drawn.values,
    })
}

pub(crate) fn author_mark(m: &MarkSpec, size: crate::BoardSize) -> Result<Mark, String> {
    let v = parse_point(&m.at, size)?;
    if m.kind == MarkKind::Label && m.text.as_deref().is_none_or(str::is_empty) {
        return Err("a label needs a `text`".into());
    }
    Ok(Mark { kind: m.kind, at: [v.x, v.y], text: m.text.clone() })
}

/// Replaces `{name}` in both languages by the computed values, or by an exercise template's
/// value on this frame's position (`{liberties:D4}`, `{board.size}`: [`super::template`]); an
/// unknown name is an error.
pub(crate) fn fill_caption(caption: &Text, values: &BTreeMap<String, Text>, game: &Game, handicap: u32) -> Result<Text, String> {
    let facts = super::template::Facts { here: game, start: game, answer: None, learner: game.to_move(), handicap, dead: &[], goal: None };
    let fill = |s: &str, en: bool| -> Result<String, String> {
        let mut out = String::new();
        let mut rest = s;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let close = after.find('}').ok_or_else(|| format!("unclosed `{{` in {:?}", s))?;
            let name = &after[..close];
            let value = match values.get(name) {
                Some(v) => v.clone(),
                None if name.contains([':', '.', '|', '@']) || name == "handicap" => super::template::fact(name, &facts).map_err(|e| format!("{{{name}}}: {e}"))?,
                None => {
                    let known: Vec<&str> = values.keys().map(String::as_str).collect();
                    return Err(format!("unknown value {{{name}}} (this frame computes: {})", if known.is_empty() { "nothing; add a `show` item".into() } else { known.join(", ") }));
                }
            };
            out.push_str(if en { &value.en } else { &value.zh });
            rest = &after[close + 1..];
        }
        out.push_str(rest);
        Ok(out)
    };
    Ok(Text { en: fill(&caption.en, true)?, zh: fill(&caption.zh, false)? })
}

/// The values one `show` item computes on a position (the caption's `{name}`s), for the
/// templates of exercise texts ([`super::template`]).
pub(crate) fn values_of(game: &Game, handicap: u32, item: &Show) -> Result<BTreeMap<String, Text>, String> {
    let mut d = Drawn::default();
    draw(game, handicap, item, &mut d)?;
    Ok(d.values)
}

fn stone_at(game: &Game, s: &str) -> Result<Vertex, String> {
    let v = parse_point(s, game.size())?;
    if game.board().get(v).is_none() {
        return Err(format!("there is no stone at {s}"));
    }
    Ok(v)
}

fn draw(game: &Game, handicap: u32, item: &Show, d: &mut Drawn) -> Result<(), String> {
    let board = game.board();
    let size = game.size();
    match item {
        Show::Liberties(at) => {
            let v = stone_at(game, at)?;
            let libs = board.liberties(v);
            d.marks.extend(libs.iter().map(|&l| Mark::new(MarkKind::Circle, l)));
            d.number("liberties", libs.len() as f64);
            d.value("libertyPoints", words::pts(&libs, size));
        }
        Show::Chain(at) => {
            let v = stone_at(game, at)?;
            let chain = board.chain(v);
            d.marks.extend(chain.iter().map(|&s| Mark::new(MarkKind::Selected, s)));
            d.number("stones", chain.len() as f64);
        }
        Show::Atari(color) => {
            let chains = game.chains_in_atari(*color);
            let mut n = 0;
            for chain in &chains {
                n += chain.len();
                d.marks.extend(chain.iter().map(|&s| Mark::new(MarkKind::Triangle, s)));
                if let Some(&l) = board.liberties(chain[0]).first() {
                    d.marks.push(Mark::new(MarkKind::Circle, l));
                }
            }
            d.number("atari", n as f64);
        }
        Show::Captures(at) => {
            let v = parse_point(at, size)?;
            let preview = game.preview(v).map_err(|e| format!("{at} is not legal for {}: {}", game.to_move(), e.message_en()))?;
            d.marks.push(Mark::new(MarkKind::Selected, v));
            d.marks.extend(preview.captures.iter().map(|&c| Mark::new(MarkKind::Cross, c)));
            d.number("captures", preview.captures.len() as f64);
        }
        Show::Try(at) => {
            let v = parse_point(at, size)?;
            d.marks.push(Mark::new(MarkKind::Cross, v));
            let text = match game.check(v) {
                Ok(()) => Text::new("legal", "可以下"),
                Err(e) => super::words::clause(&Text::new(e.message_en(), e.message_zh())),
            };
            d.value("verdict", text);
        }
        Show::Illegal(color) => {
            let mut n = 0;
            for v in board.empty_points() {
                if matches!(game.check_as(*color, v), Err(e) if !matches!(e, IllegalMove::Occupied(_))) {
                    d.marks.push(Mark::new(MarkKind::Cross, v));
                    n += 1;
                }
            }
            d.number("illegal", n as f64);
        }
        Show::Eyes(color) => {
            let (mut real, mut fake) = (0, 0);
            for v in board.empty_points() {
                match super::search::eye_kind(game, v) {
                    Some((c, EyeKind::Real)) if c == *color => {
                        real += 1;
                        d.marks.push(Mark::new(MarkKind::Circle, v));
                    }
                    Some((c, EyeKind::False)) if c == *color => {
                        fake += 1;
                        d.marks.push(Mark::new(MarkKind::Cross, v));
                    }
                    _ => {}
                }
            }
            d.number("realEyes", real as f64);
            d.number("falseEyes", fake as f64);
        }
        Show::Count(spec) => {
            let s = count(game, handicap, spec)?;
            count_values(&s, d);
        }
        Show::CountPoints(spec) => {
            let s = count(game, handicap, &CountSpec { dead: spec.dead.clone() })?;
            let owner = match spec.color {
                Color::Black => Owner::Black,
                Color::White => Owner::White,
            };
            let mut n = 0;
            for info in &s.ownership {
                if info.owner == owner {
                    n += 1;
                    d.marks.push(Mark::label(info.vertex, n.to_string()));
                }
            }
            // Shared points: half each, marked with a triangle.
            for info in &s.ownership {
                if info.owner == Owner::Shared {
                    d.marks.push(Mark::new(MarkKind::Triangle, info.vertex));
                }
            }
            count_values(&s, d);
            d.number("counted", n as f64);
        }
        Show::Compare(spec) => {
            let dead = dead_points(game, &spec.dead)?;
            let mut setup = CountSetup::of_game(game);
            setup.handicap = handicap;
            let c = score::compare_methods(board, &dead, &setup).map_err(|e| e.message_en())?;
            d.value("areaResult", Text::new(c.area.result_en.clone(), c.area.result_zh.clone()));
            d.value("territoryResult", Text::new(c.territory.result_en.clone(), c.territory.result_zh.clone()));
            for (key, side) in [("black", &c.territory.black), ("white", &c.territory.white)] {
                d.number(&format!("{key}Territory"), f64::from(side.territory));
                d.number(&format!("{key}Prisoners"), f64::from(side.captures + side.dead_removed));
                d.number(&format!("{key}TerritoryTotal"), side.total);
            }
            d.number("blackArea", c.area.black.total);
            d.number("whiteArea", c.area.white.total);
            d.number("komi", c.area.komi);
            d.dead = c.area.dead.iter().map(|v| [v.x, v.y]).collect();
            d.marks.extend(c.area.dead.iter().map(|&v| Mark::new(MarkKind::Cross, v)));
        }
    }
    Ok(())
}

pub(crate) fn dead_points(game: &Game, dead: &[String]) -> Result<Vec<Vertex>, String> {
    dead.iter()
        .map(|s| {
            let v = parse_point(s, game.size())?;
            if game.board().get(v).is_none() {
                return Err(format!("dead stone {s}: there is no stone there"));
            }
            Ok(v)
        })
        .collect()
}

/// The count of a game's position with the dead stones given, under the game's rules.
pub(crate) fn count(game: &Game, handicap: u32, spec: &CountSpec) -> Result<Score, String> {
    let dead = dead_points(game, &spec.dead)?;
    let mut setup = CountSetup::of_game(game);
    setup.handicap = handicap;
    score::count(game.board(), &dead, &setup).map_err(|e| e.message_en())
}

fn count_values(s: &Score, d: &mut Drawn) {
    for (key, side) in [("black", &s.black), ("white", &s.white)] {
        d.number(key, side.total);
        d.number(&format!("{key}Stones"), f64::from(side.stones));
        d.number(&format!("{key}Area"), f64::from(side.area));
        d.number(&format!("{key}Dame"), side.dame_share);
        d.number(&format!("{key}Captures"), f64::from(side.captures));
    }
    let shared = s.ownership.iter().filter(|p| p.owner == Owner::Shared).count();
    d.number("dame", shared as f64);
    d.number("points", f64::from(s.points));
    d.number("base", s.base);
    d.number("komi", s.komi);
    d.number("komiStones", s.komi / 2.0);
    d.number("compensation", s.handicap_compensation / 2.0);
    d.number("blackNeeds", s.base + s.komi / 2.0 + s.handicap_compensation / 2.0);
    d.number("margin", s.margin_stones.abs());
    d.number("marginPoints", s.margin_points.abs());
    d.value("result", Text::new(s.result_en.clone(), s.result_zh.clone()));
    d.value(
        "winner",
        match s.winner {
            Some(c) => words::side(c),
            None => Text::new("nobody (a draw)", "和棋"),
        },
    );
    d.dead = s.dead.iter().map(|v| [v.x, v.y]).collect();
    d.marks.extend(s.dead.iter().map(|&v| Mark::new(MarkKind::Cross, v)));
    d.ownership = Some(
        s.ownership
            .iter()
            .map(|p| match p.owner {
                Owner::Black => 1,
                Owner::White => -1,
                Owner::Shared | Owner::Nobody => 0,
            })
            .collect(),
    );
}
