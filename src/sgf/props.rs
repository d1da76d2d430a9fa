//! The `FF[4]` properties of Go records: their value types and kinds, and the check that a record
//! that was read uses them correctly.
//!
//! Properties not in the table (`FF[3]` relics such as `L` or `ID`, applications' private
//! properties) are kept as they are and never checked.

use super::error::{ErrorKind, SgfError, Warnings, excerpt};
use super::tree::{GameTree, NodeId, Property};
use super::value::{self, PointError, SGF_MAX_SIDE};
use super::Mode;

/// The value type of a property (`FF[4]` section "Property value types").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueType {
    /// `[]` only.
    None,
    Number,
    Real,
    Double,
    Color,
    SimpleText,
    Text,
    /// A move: a point, `[]` or `[tt]` for a pass.
    Move,
    /// A list of points or stones, compressed rectangles allowed.
    PointList,
    /// A list of points that may be empty (`[]`).
    PointElist,
    /// A list of `point:point` (arrows, lines).
    PointPairList,
    /// A list of `point:simpletext` (labels).
    LabelList,
    /// `SZ`: a number or `columns:rows`.
    Size,
    /// `AP`: `name:version`.
    Application,
    /// `FG`: none, or `flags:name`.
    Figure,
}

/// What a property is about (`FF[4]` "property type"). Setup and move properties must not be
/// mixed in a node; root properties belong in the root node only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    Move,
    Setup,
    NodeAnnotation,
    MoveAnnotation,
    Markup,
    Root,
    GameInfo,
    Timing,
    Misc,
}

/// What tengen knows about a property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PropInfo {
    pub ident: &'static str,
    pub category: Category,
    pub value: ValueType,
    /// A short English description.
    pub name: &'static str,
}

macro_rules! p {
    ($id:literal, $cat:ident, $val:ident, $name:literal) => {
        PropInfo { ident: $id, category: Category::$cat, value: ValueType::$val, name: $name }
    };
}

/// Every `FF[4]` property used in Go, sorted by identifier.
pub const PROPERTIES: &[PropInfo] = &[
    p!("AB", Setup, PointList, "add black stones"),
    p!("AE", Setup, PointList, "clear points"),
    p!("AN", GameInfo, SimpleText, "annotator"),
    p!("AP", Root, Application, "application"),
    p!("AR", Markup, PointPairList, "arrows"),
    p!("AW", Setup, PointList, "add white stones"),
    p!("B", Move, Move, "black move"),
    p!("BL", Timing, Real, "black time left"),
    p!("BM", MoveAnnotation, Double, "bad move"),
    p!("BR", GameInfo, SimpleText, "black rank"),
    p!("BT", GameInfo, SimpleText, "black team"),
    p!("C", NodeAnnotation, Text, "comment"),
    p!("CA", Root, SimpleText, "character set"),
    p!("CP", GameInfo, SimpleText, "copyright"),
    p!("CR", Markup, PointList, "circles"),
    p!("DD", Markup, PointElist, "dim points"),
    p!("DM", NodeAnnotation, Double, "even position"),
    p!("DO", MoveAnnotation, None, "doubtful move"),
    p!("DT", GameInfo, SimpleText, "date"),
    p!("EV", GameInfo, SimpleText, "event"),
    p!("FF", Root, Number, "file format"),
    p!("FG", Misc, Figure, "figure"),
    p!("GB", NodeAnnotation, Double, "good for black"),
    p!("GC", GameInfo, Text, "game comment"),
    p!("GM", Root, Number, "game"),
    p!("GN", GameInfo, SimpleText, "game name"),
    p!("GW", NodeAnnotation, Double, "good for white"),
    p!("HA", GameInfo, Number, "handicap"),
    p!("HO", NodeAnnotation, Double, "hotspot"),
    p!("IT", MoveAnnotation, None, "interesting move"),
    p!("KM", GameInfo, Real, "komi"),
    p!("KO", Move, None, "force move"),
    p!("LB", Markup, LabelList, "labels"),
    p!("LN", Markup, PointPairList, "lines"),
    p!("MA", Markup, PointList, "crosses"),
    p!("MN", Move, Number, "move number"),
    p!("N", NodeAnnotation, SimpleText, "node name"),
    p!("OB", Timing, Number, "black stones left in byo-yomi"),
    p!("ON", GameInfo, SimpleText, "opening"),
    p!("OT", GameInfo, SimpleText, "overtime"),
    p!("OW", Timing, Number, "white stones left in byo-yomi"),
    p!("PB", GameInfo, SimpleText, "black player"),
    p!("PC", GameInfo, SimpleText, "place"),
    p!("PL", Setup, Color, "player to move"),
    p!("PM", Misc, Number, "print move numbers"),
    p!("PW", GameInfo, SimpleText, "white player"),
    p!("RE", GameInfo, SimpleText, "result"),
    p!("RO", GameInfo, SimpleText, "round"),
    p!("RU", GameInfo, SimpleText, "rules"),
    p!("SL", Markup, PointList, "selected points"),
    p!("SO", GameInfo, SimpleText, "source"),
    p!("SQ", Markup, PointList, "squares"),
    p!("ST", Root, Number, "variation style"),
    p!("SZ", Root, Size, "board size"),
    p!("TB", Markup, PointElist, "black territory"),
    p!("TE", MoveAnnotation, Double, "good move"),
    p!("TM", GameInfo, Real, "time limit"),
    p!("TR", Markup, PointList, "triangles"),
    p!("TW", Markup, PointElist, "white territory"),
    p!("UC", NodeAnnotation, Double, "unclear position"),
    p!("US", GameInfo, SimpleText, "user"),
    p!("V", NodeAnnotation, Real, "value"),
    p!("VW", Misc, PointElist, "view"),
    p!("W", Move, Move, "white move"),
    p!("WL", Timing, Real, "white time left"),
    p!("WR", GameInfo, SimpleText, "white rank"),
    p!("WT", GameInfo, SimpleText, "white team"),
];

/// What tengen knows about a property, or `None` for an unknown or private one.
#[must_use]
pub fn property_info(ident: &str) -> Option<&'static PropInfo> {
    PROPERTIES.binary_search_by(|p| p.ident.cmp(ident)).ok().map(|i| &PROPERTIES[i])
}

/// The board of a game tree as SGF sees it: each side 1 to 52.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SgfBoard {
    pub width: u8,
    pub height: u8,
}

/// Reads `SZ` (absent: 19×19). Each side must be 1 to 52.
pub(crate) fn board_of(tree: &GameTree) -> Result<SgfBoard, SgfError> {
    let Some(prop) = tree.root().get("SZ") else {
        return Ok(SgfBoard { width: 19, height: 19 });
    };
    let raw = prop.value();
    let bad = || SgfError::new(ErrorKind::BadBoardSize { value: excerpt(raw) }, prop.pos());
    let side = |s: &str| -> Option<u8> {
        let n = value::parse_number(s)?;
        u8::try_from(n).ok().filter(|&n| (1..=SGF_MAX_SIDE).contains(&n))
    };
    let (w, h) = match value::split_compose(raw) {
        Some((a, b)) => (side(a), side(b)),
        None => (side(raw), side(raw)),
    };
    match (w, h) {
        (Some(width), Some(height)) => Ok(SgfBoard { width, height }),
        _ => Err(bad()),
    }
}

/// Checks a tree that was just read. Problems with the board size and with points (malformed
/// or off the board) are errors in both modes; other problems are errors in strict mode and
/// warnings in lenient mode.
pub(crate) fn validate(tree: &GameTree, mode: Mode, warnings: &mut Warnings) -> Result<(), SgfError> {
    let mut report = |e: SgfError| -> Result<(), SgfError> {
        match mode {
            Mode::Strict => Err(e),
            Mode::Lenient => {
                warnings.push(e);
                Ok(())
            }
        }
    };
    let root = tree.root();
    if let Some(ff) = root.get("FF")
        && !matches!(value::parse_number(ff.value()), Some(1..=4))
    {
        report(SgfError::new(ErrorKind::UnsupportedFormat { value: excerpt(ff.value()) }, ff.pos()))?;
    }
    let mut is_go = true;
    if let Some(gm) = root.get("GM")
        && value::parse_number(gm.value()) != Some(1)
    {
        is_go = false;
        report(SgfError::new(ErrorKind::NotGo { game: excerpt(gm.value()) }, gm.pos()))?;
    }
    // Other games write points differently: their records are kept but not checked.
    let board = if is_go { Some(board_of(tree)?) } else { None };
    for id in tree.ids() {
        let node = tree.node(id);
        let (mut moves, mut setup) = (0, None);
        for prop in &node.properties {
            let Some(info) = property_info(&prop.ident) else { continue };
            match info.category {
                Category::Move if info.value == ValueType::Move => moves += 1,
                Category::Setup => setup = setup.or(Some(prop.pos())),
                Category::Root if id != NodeId::ROOT => report(SgfError::new(
                    ErrorKind::RootPropertyNotInRoot { property: prop.ident.clone() },
                    prop.pos(),
                ))?,
                _ => {}
            }
            check_values(prop, info, board, &mut report)?;
        }
        let first = node.properties.first().map(Property::pos).unwrap_or_default();
        if moves > 1 {
            report(SgfError::new(ErrorKind::TwoMoves, first))?;
        }
        if let (true, Some(at)) = (moves > 0, setup) {
            report(SgfError::new(ErrorKind::MoveAndSetup, at))?;
        }
    }
    Ok(())
}

fn bad_value(prop: &Property, raw: &str, expected: &'static str) -> SgfError {
    SgfError::new(
        ErrorKind::BadValue { property: prop.ident.clone(), value: excerpt(raw), expected },
        prop.pos(),
    )
}

/// The error for a point that cannot be read.
pub(crate) fn point_error(prop: &Property, raw: &str, e: PointError, width: u8, height: u8) -> SgfError {
    match e {
        PointError::Malformed => bad_value(prop, raw, "a point (two letters a-z, A-Z)"),
        PointError::OffBoard => SgfError::new(
            ErrorKind::OffBoard { property: prop.ident.clone(), point: excerpt(raw), width, height },
            prop.pos(),
        ),
    }
}

fn check_values(
    prop: &Property,
    info: &PropInfo,
    board: Option<SgfBoard>,
    report: &mut impl FnMut(SgfError) -> Result<(), SgfError>,
) -> Result<(), SgfError> {
    use ValueType as T;
    let is_list = matches!(info.value, T::PointList | T::PointElist | T::PointPairList | T::LabelList);
    if !is_list && prop.values.len() != 1 {
        report(SgfError::new(
            ErrorKind::ValueCount { property: prop.ident.clone(), found: prop.values.len() },
            prop.pos(),
        ))?;
    }
    let raw = prop.value();
    let point = |raw: &str| -> Result<(), SgfError> {
        match board {
            Some(b) => value::parse_point(raw, b.width, b.height)
                .map(|_| ())
                .map_err(|e| point_error(prop, raw, e, b.width, b.height)),
            None => Ok(()),
        }
    };
    match info.value {
        T::None if !raw.is_empty() => report(bad_value(prop, raw, "empty"))?,
        T::Number if value::parse_number(raw).is_none() => report(bad_value(prop, raw, "a number"))?,
        T::Real if value::parse_real(raw).is_none() => report(bad_value(prop, raw, "a real number"))?,
        T::Double if value::parse_double(raw).is_none() => report(bad_value(prop, raw, "1 or 2"))?,
        T::Color if value::parse_color(raw).is_none() => report(bad_value(prop, raw, "B or W"))?,
        T::Move => {
            if let Some(b) = board {
                value::parse_move(raw, b.width, b.height).map_err(|e| point_error(prop, raw, e, b.width, b.height))?;
            }
        }
        T::PointList | T::PointElist => {
            for v in &prop.values {
                if v.is_empty() {
                    if info.value == T::PointList || prop.values.len() > 1 {
                        report(bad_value(prop, v, "a point"))?;
                    }
                    continue;
                }
                match value::split_compose(v) {
                    Some((a, c)) => {
                        point(a)?;
                        point(c)?;
                        let (pa, pc) = (crate::Vertex::from_sgf(a), crate::Vertex::from_sgf(c));
                        if let (Ok(pa), Ok(pc)) = (pa, pc)
                            && (pa.x > pc.x || pa.y > pc.y)
                        {
                            report(bad_value(prop, v, "a rectangle from its top-left to bottom-right point"))?;
                        }
                    }
                    None => point(v)?,
                }
            }
        }
        T::PointPairList | T::LabelList => {
            for v in &prop.values {
                match value::split_compose(v) {
                    Some((a, c)) => {
                        point(a)?;
                        if info.value == T::PointPairList {
                            point(c)?;
                        }
                    }
                    None => {
                        let expected = if info.value == T::LabelList { "point:text" } else { "point:point" };
                        report(bad_value(prop, v, expected))?;
                    }
                }
            }
        }
        T::Application if value::split_compose(raw).is_none() => {
            report(bad_value(prop, raw, "application:version"))?;
        }
        T::Figure
            if !raw.is_empty()
                && value::split_compose(raw).is_none_or(|(n, _)| value::parse_number(n).is_none()) =>
        {
            report(bad_value(prop, raw, "empty or flags:name"))?;
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in PROPERTIES.windows(2) {
            assert!(w[0].ident < w[1].ident, "{} before {}", w[0].ident, w[1].ident);
        }
        assert_eq!(property_info("KM").map(|p| p.value), Some(ValueType::Real));
        assert!(property_info("XX").is_none());
    }
}
