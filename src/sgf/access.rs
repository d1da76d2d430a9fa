//! Typed access to a node's properties: moves, setup, markup, comments, annotations, and the
//! generic readers and writers for each `FF[4]` value type.
//!
//! Readers that can fail return `Result<_, SgfError>` with the property's line and column.
//! Points are checked against the board size the caller gives (usually
//! [`GameTree::board_size`](super::GameTree::board_size)).

use super::error::{ErrorKind, SgfError, excerpt};
use super::props::point_error;
use super::tree::{Node, Property};
use super::value::{self, Double};
use crate::{BoardSize, Color, Vertex};

/// A move: a colour and a point, or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Who moves.
    pub color: Color,
    /// `None` for a pass.
    pub vertex: Option<Vertex>,
}

impl Move {
    /// A stone on a point.
    #[must_use]
    pub const fn play(color: Color, vertex: Vertex) -> Move {
        Move { color, vertex: Some(vertex) }
    }

    /// A pass.
    #[must_use]
    pub const fn pass(color: Color) -> Move {
        Move { color, vertex: None }
    }

    /// Whether this is a pass.
    #[must_use]
    pub const fn is_pass(&self) -> bool {
        self.vertex.is_none()
    }
}

/// The setup properties of a node: stones added (`AB`, `AW`), points cleared (`AE`) and the
/// player to move (`PL`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Setup {
    /// `AB`: black stones added.
    pub black: Vec<Vertex>,
    /// `AW`: white stones added.
    pub white: Vec<Vertex>,
    /// `AE`: points cleared.
    pub empty: Vec<Vertex>,
    /// `PL`: the player to move.
    pub to_play: Option<Color>,
}

impl Setup {
    /// Whether the node has no setup property.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.black.is_empty() && self.white.is_empty() && self.empty.is_empty() && self.to_play.is_none()
    }
}

/// The markup of a node.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Markup {
    /// `TR`
    pub triangles: Vec<Vertex>,
    /// `SQ`
    pub squares: Vec<Vertex>,
    /// `CR`
    pub circles: Vec<Vertex>,
    /// `MA` (crosses)
    pub crosses: Vec<Vertex>,
    /// `SL`
    pub selected: Vec<Vertex>,
    /// `DD`: `Some(empty)` for `DD[]`, which clears the dimming inherited from earlier nodes.
    pub dimmed: Option<Vec<Vertex>>,
    /// `LB`: a point and its label.
    pub labels: Vec<(Vertex, String)>,
    /// `AR`: from, to.
    pub arrows: Vec<(Vertex, Vertex)>,
    /// `LN`: from, to.
    pub lines: Vec<(Vertex, Vertex)>,
    /// `TB`
    pub black_territory: Vec<Vertex>,
    /// `TW`
    pub white_territory: Vec<Vertex>,
}

/// A judgement of the position (`GB`, `GW`, `DM`, `UC`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// `GB`
    GoodForBlack,
    /// `GW`
    GoodForWhite,
    /// `DM`: even.
    Even,
    /// `UC`
    Unclear,
}

/// A judgement of the move (`BM`, `DO`, `IT`, `TE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveQuality {
    /// `BM`: a bad move.
    Bad(Double),
    /// `DO`
    Doubtful,
    /// `IT`
    Interesting,
    /// `TE`: a good move (tesuji).
    Good(Double),
}

/// The annotation properties of a node.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Annotations {
    /// `GB`, `GW`, `DM` or `UC`, with its emphasis.
    pub position: Option<(Judgement, Double)>,
    /// `HO`: a hotspot (an important node).
    pub hotspot: Option<Double>,
    /// `V`: a value estimate (positive: good for Black).
    pub value: Option<f64>,
    /// `BM`, `DO`, `IT` or `TE`.
    pub move_quality: Option<MoveQuality>,
}

fn bad(prop: &Property, raw: &str, expected: &'static str) -> SgfError {
    SgfError::new(ErrorKind::BadValue { property: prop.ident.clone(), value: excerpt(raw), expected }, prop.pos())
}

fn point_in(prop: &Property, raw: &str, size: BoardSize) -> Result<Vertex, SgfError> {
    value::parse_point(raw, size.width, size.height).map_err(|e| point_error(prop, raw, e, size.width, size.height))
}

fn pair<'r>(prop: &Property, raw: &'r str, size: BoardSize) -> Result<(Vertex, &'r str), SgfError> {
    let (a, b) = value::split_compose(raw).ok_or_else(|| bad(prop, raw, "point:value"))?;
    Ok((point_in(prop, a, size)?, b))
}

impl Node {
    /// A Text property, decoded (see [`value::unescape_text`]).
    #[must_use]
    pub fn text(&self, ident: &str) -> Option<String> {
        self.raw(ident).map(value::unescape_text)
    }

    /// A SimpleText property, decoded (line breaks become spaces).
    #[must_use]
    pub fn simple_text(&self, ident: &str) -> Option<String> {
        self.raw(ident).map(value::unescape_simple_text)
    }

    /// The comment (`C`).
    #[must_use]
    pub fn comment(&self) -> Option<String> {
        self.text("C")
    }

    /// The node's name (`N`).
    #[must_use]
    pub fn name(&self) -> Option<String> {
        self.simple_text("N")
    }

    fn typed<T>(&self, ident: &str, read: impl Fn(&str) -> Option<T>, expected: &'static str) -> Result<Option<T>, SgfError> {
        match self.get(ident) {
            None => Ok(None),
            Some(p) => read(p.value()).map(Some).ok_or_else(|| bad(p, p.value(), expected)),
        }
    }

    /// A Number property.
    pub fn number(&self, ident: &str) -> Result<Option<i64>, SgfError> {
        self.typed(ident, value::parse_number, "a number")
    }

    /// A Real property.
    pub fn real(&self, ident: &str) -> Result<Option<f64>, SgfError> {
        self.typed(ident, value::parse_real, "a real number")
    }

    /// A Double property (`1` or `2`).
    pub fn double(&self, ident: &str) -> Result<Option<Double>, SgfError> {
        self.typed(ident, value::parse_double, "1 or 2")
    }

    /// A Color property (`B` or `W`).
    pub fn color(&self, ident: &str) -> Result<Option<Color>, SgfError> {
        self.typed(ident, value::parse_color, "B or W")
    }

    /// A list (or elist) of points, with compressed rectangles expanded, de-duplicated and in
    /// row-major order. Empty when the node does not have the property.
    pub fn points(&self, ident: &str, size: BoardSize) -> Result<Vec<Vertex>, SgfError> {
        let Some(p) = self.get(ident) else { return Ok(Vec::new()) };
        value::expand_points(&p.values, size.width, size.height)
            .map_err(|(i, e)| point_error(p, &p.values[i], e, size.width, size.height))
    }

    /// The move of this node (`B` or `W`; the first if a damaged record has both).
    pub fn get_move(&self, size: BoardSize) -> Result<Option<Move>, SgfError> {
        for p in &self.properties {
            let color = match p.ident.as_str() {
                "B" => Color::Black,
                "W" => Color::White,
                _ => continue,
            };
            let raw = p.value();
            let vertex = value::parse_move(raw, size.width, size.height)
                .map_err(|e| point_error(p, raw, e, size.width, size.height))?;
            return Ok(Some(Move { color, vertex }));
        }
        Ok(None)
    }

    /// The setup of this node.
    pub fn setup(&self, size: BoardSize) -> Result<Setup, SgfError> {
        Ok(Setup {
            black: self.points("AB", size)?,
            white: self.points("AW", size)?,
            empty: self.points("AE", size)?,
            to_play: self.color("PL")?,
        })
    }

    /// The markup of this node.
    pub fn markup(&self, size: BoardSize) -> Result<Markup, SgfError> {
        let pairs = |ident: &str| -> Result<Vec<(Vertex, Vertex)>, SgfError> {
            let Some(p) = self.get(ident) else { return Ok(Vec::new()) };
            p.values
                .iter()
                .map(|raw| {
                    let (a, b) = pair(p, raw, size)?;
                    Ok((a, point_in(p, b, size)?))
                })
                .collect()
        };
        let labels = match self.get("LB") {
            None => Vec::new(),
            Some(p) => p
                .values
                .iter()
                .map(|raw| pair(p, raw, size).map(|(v, text)| (v, value::unescape_simple_text(text))))
                .collect::<Result<_, _>>()?,
        };
        Ok(Markup {
            triangles: self.points("TR", size)?,
            squares: self.points("SQ", size)?,
            circles: self.points("CR", size)?,
            crosses: self.points("MA", size)?,
            selected: self.points("SL", size)?,
            dimmed: if self.has("DD") { Some(self.points("DD", size)?) } else { None },
            labels,
            arrows: pairs("AR")?,
            lines: pairs("LN")?,
            black_territory: self.points("TB", size)?,
            white_territory: self.points("TW", size)?,
        })
    }

    /// The annotations of this node. With several position judgements (a damaged record) the
    /// first of `GB`, `GW`, `DM`, `UC` wins; likewise for `BM`, `DO`, `IT`, `TE`.
    pub fn annotations(&self) -> Result<Annotations, SgfError> {
        let mut position = None;
        for (ident, j) in [
            ("GB", Judgement::GoodForBlack),
            ("GW", Judgement::GoodForWhite),
            ("DM", Judgement::Even),
            ("UC", Judgement::Unclear),
        ] {
            if let Some(d) = self.double(ident)? {
                position.get_or_insert((j, d));
            }
        }
        let mut move_quality = None;
        if let Some(d) = self.double("BM")? {
            move_quality = Some(MoveQuality::Bad(d));
        } else if self.has("DO") {
            move_quality = Some(MoveQuality::Doubtful);
        } else if self.has("IT") {
            move_quality = Some(MoveQuality::Interesting);
        } else if let Some(d) = self.double("TE")? {
            move_quality = Some(MoveQuality::Good(d));
        }
        Ok(Annotations { position, hotspot: self.double("HO")?, value: self.real("V")?, move_quality })
    }

    // --- Writing ---------------------------------------------------------------------------

    /// Sets the move, replacing any `B` or `W`. A pass is written `B[]` / `W[]`.
    pub fn set_move(&mut self, mv: Move) {
        let raw = mv.vertex.map(Vertex::to_sgf).unwrap_or_default();
        let ident = value::color_to_sgf(mv.color);
        let other = value::color_to_sgf(mv.color.opponent());
        self.remove(other);
        self.set(Property::single(ident, raw));
    }

    /// Sets a Text or SimpleText property, escaping it.
    pub fn set_text(&mut self, ident: &str, text: &str) {
        self.set(Property::text(ident, text));
    }

    /// Sets the comment (`C`).
    pub fn set_comment(&mut self, text: &str) {
        self.set_text("C", text);
    }

    /// Sets a Number property.
    pub fn set_number(&mut self, ident: &str, n: i64) {
        self.set(Property::single(ident, n.to_string()));
    }

    /// Sets a Real property.
    pub fn set_real(&mut self, ident: &str, v: f64) {
        self.set(Property::single(ident, value::format_real(v)));
    }

    /// Sets a Double property.
    pub fn set_double(&mut self, ident: &str, d: Double) {
        self.set(Property::single(ident, d.as_sgf()));
    }

    /// Sets a Color property.
    pub fn set_color(&mut self, ident: &str, c: Color) {
        self.set(Property::single(ident, value::color_to_sgf(c)));
    }

    /// Sets a list of points, compressed into rectangles where possible; an empty list is
    /// written `[]` (meaningful for elists such as `DD`, `TB`, `TW`).
    pub fn set_points(&mut self, ident: &str, points: &[Vertex]) {
        let mut values = value::compress_points(points);
        if values.is_empty() {
            values.push(String::new());
        }
        self.set(Property::new(ident, values));
    }

    /// Adds a label (`LB`) on a point.
    pub fn add_label(&mut self, at: Vertex, text: &str) {
        self.add_values("LB", [format!("{}:{}", at.to_sgf(), value::escape_compose(text))]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_setters_and_getters() {
        let mut n = Node::new();
        n.set_move(Move::play(Color::Black, Vertex::new(3, 3)));
        assert_eq!(n.raw("B"), Some("dd"));
        n.set_move(Move::pass(Color::White));
        assert!(!n.has("B"));
        assert_eq!(n.get_move(BoardSize::NINETEEN).unwrap(), Some(Move::pass(Color::White)));
        n.set_points("AB", &[Vertex::new(0, 0), Vertex::new(1, 0)]);
        assert_eq!(n.raw_values("AB"), ["aa:ba"]);
        n.set_points("TB", &[]);
        assert_eq!(n.raw_values("TB"), [""]);
        n.add_label(Vertex::new(2, 2), "a:b");
        let m = n.markup(BoardSize::NINETEEN).unwrap();
        assert_eq!(m.labels, vec![(Vertex::new(2, 2), "a:b".to_string())]);
    }

    #[test]
    fn off_board_points_are_errors() {
        let mut n = Node::new();
        n.set(Property::single("B", "kk"));
        let e = n.get_move(BoardSize::NINE).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::OffBoard { .. }));
        n.set(Property::single("B", "tt"));
        assert_eq!(n.get_move(BoardSize::NINE).unwrap(), Some(Move::pass(Color::Black)));
    }
}
