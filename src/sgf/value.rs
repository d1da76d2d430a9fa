//! The `FF[4]` value types: decoding raw property values and encoding them back.
//!
//! | type | example | here |
//! | --- | --- | --- |
//! | None | `KO[]` | the raw value is empty |
//! | Number | `HA[2]` | [`parse_number`] |
//! | Real | `KM[6.5]` | [`parse_real`] |
//! | Double | `GB[2]` | [`parse_double`] → [`Double`] |
//! | Color | `PL[W]` | [`parse_color`] |
//! | SimpleText | `PB[Wu Qingyuan]` | [`unescape_simple_text`] / [`escape_text`] |
//! | Text | `C[...]` | [`unescape_text`] / [`escape_text`] |
//! | Point, Stone | `AB[dd]` | [`parse_point`] |
//! | Move | `B[dd]`, `B[]`, `B[tt]` | [`parse_move`] |
//! | Compose | `LB[dd:A]`, `SZ[19:13]` | [`split_compose`] / [`escape_compose`] |
//! | (e)list of points | `AB[aa:cc][ee]` | [`expand_points`] / [`compress_points`] |
//!
//! **Text.** A backslash escapes the character after it (`\]`, `\\`, `\:`). A backslash
//! before a line break is a *soft* line break and is removed with the break. Other line breaks
//! (`\n`, `\r\n`, `\n\r`, `\r`) are kept as `\n`; other white space becomes a space. In
//! SimpleText line breaks become spaces as well.
//!
//! Points are SGF letters, `a`–`z` then `A`–`Z` (0–51), column first, from the top left.

use crate::{Color, Vertex};

/// The largest board side SGF can express (`a`–`z`, `A`–`Z`).
pub const SGF_MAX_SIDE: u8 = 52;

/// A Double value: `1` (normal) or `2` (emphasized), as in `GB[2]` "very good for Black".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Double {
    /// `1`
    Normal,
    /// `2`
    Emphasized,
}

impl Double {
    /// The SGF text, `1` or `2`.
    #[must_use]
    pub const fn as_sgf(self) -> &'static str {
        match self {
            Double::Normal => "1",
            Double::Emphasized => "2",
        }
    }
}

/// Why a point value could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointError {
    /// Not two SGF letters.
    Malformed,
    /// Two letters, but outside the board.
    OffBoard,
}

fn trim(raw: &str) -> &str {
    raw.trim_matches(|c: char| c.is_ascii_whitespace())
}

/// An `FF[4]` Number: optional sign and decimal digits. Surrounding ASCII white space is allowed.
#[must_use]
pub fn parse_number(raw: &str) -> Option<i64> {
    let t = trim(raw);
    let digits = t.strip_prefix(['+', '-']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.strip_prefix('+').unwrap_or(t).parse().ok()
}

/// An `FF[4]` Real: a Number with an optional fraction (`6.5`, `-0.5`, `.5`, `7.`).
#[must_use]
pub fn parse_real(raw: &str) -> Option<f64> {
    let t = trim(raw);
    let body = t.strip_prefix(['+', '-']).unwrap_or(t);
    let (int, frac) = body.split_once('.').unwrap_or((body, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// An `FF[4]` Double: `1` or `2`.
#[must_use]
pub fn parse_double(raw: &str) -> Option<Double> {
    match trim(raw) {
        "1" => Some(Double::Normal),
        "2" => Some(Double::Emphasized),
        _ => None,
    }
}

/// An `FF[4]` Color: `B` or `W`.
#[must_use]
pub fn parse_color(raw: &str) -> Option<Color> {
    match trim(raw) {
        "B" => Some(Color::Black),
        "W" => Some(Color::White),
        _ => None,
    }
}

/// The SGF text of a colour, `B` or `W`.
#[must_use]
pub fn color_to_sgf(c: Color) -> &'static str {
    match c {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// A point on a board of `width` × `height` (each up to 52).
pub fn parse_point(raw: &str, width: u8, height: u8) -> Result<Vertex, PointError> {
    let v = Vertex::from_sgf(raw).map_err(|_| PointError::Malformed)?;
    if v.x < width && v.y < height { Ok(v) } else { Err(PointError::OffBoard) }
}

/// A move's point: `Ok(None)` is a pass, written `[]` or, on boards up to 19×19, `[tt]`.
pub fn parse_move(raw: &str, width: u8, height: u8) -> Result<Option<Vertex>, PointError> {
    if raw.is_empty() || (raw == "tt" && width <= 19 && height <= 19) {
        return Ok(None);
    }
    parse_point(raw, width, height).map(Some)
}

/// Splits a compose value `a:b` at its first unescaped colon. The halves are still raw.
#[must_use]
pub fn split_compose(raw: &str) -> Option<(&str, &str)> {
    let bytes = raw.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b':' => return Some((&raw[..i], &raw[i + 1..])),
            _ => i += 1,
        }
    }
    None
}

/// Whether `bytes[i..]` starts with a line break; returns its length (`\r\n` and `\n\r` are
/// one break).
fn line_break_len(bytes: &[u8], i: usize) -> usize {
    match (bytes.get(i), bytes.get(i + 1)) {
        (Some(b'\r'), Some(b'\n')) | (Some(b'\n'), Some(b'\r')) => 2,
        (Some(b'\r' | b'\n'), _) => 1,
        _ => 0,
    }
}

fn unescape(raw: &str, keep_breaks: bool) -> String {
    let bytes = raw.as_bytes();
    let mut out = String::with_capacity(raw.len());
    let mut i = 0;
    let mut plain_start = 0;
    // Copies runs of ordinary characters in one go; all special characters are ASCII.
    while i < bytes.len() {
        let b = bytes[i];
        let special = matches!(b, b'\\' | b'\r' | b'\n' | b'\t' | 0x0b | 0x0c);
        if !special {
            i += 1;
            continue;
        }
        out.push_str(&raw[plain_start..i]);
        if b == b'\\' {
            let br = line_break_len(bytes, i + 1);
            if br > 0 {
                i += 1 + br; // soft line break: removed
            } else if i + 1 < bytes.len() {
                // The escaped character may be multi-byte: copy the whole character.
                let len = raw[i + 1..].chars().next().map_or(1, char::len_utf8);
                let escaped = &raw[i + 1..i + 1 + len];
                match escaped {
                    "\t" | "\x0b" | "\x0c" => out.push(' '),
                    _ => out.push_str(escaped),
                }
                i += 1 + len;
            } else {
                i += 1; // a lone trailing backslash (cannot come from a parsed value)
            }
        } else {
            let br = line_break_len(bytes, i);
            if br > 0 {
                out.push(if keep_breaks { '\n' } else { ' ' });
                i += br;
            } else {
                out.push(' ');
                i += 1;
            }
        }
        plain_start = i;
    }
    out.push_str(&raw[plain_start.min(raw.len())..]);
    out
}

/// Decodes a Text value: escapes removed, soft line breaks removed, line breaks as `\n`,
/// other white space as spaces.
#[must_use]
pub fn unescape_text(raw: &str) -> String {
    unescape(raw, true)
}

/// Decodes a SimpleText value: as [`unescape_text`], but line breaks become spaces too.
#[must_use]
pub fn unescape_simple_text(raw: &str) -> String {
    unescape(raw, false)
}

/// Encodes text for a Text or SimpleText value: `\` and `]` are escaped.
#[must_use]
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Encodes text for one half of a compose value (`LB[dd:text]`): `\`, `]` and `:` are escaped.
#[must_use]
pub fn escape_compose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ']' | ':') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Makes any string a valid raw value: escapes each `]` that is not escaped, and a trailing
/// lone backslash. A value that was read is returned unchanged.
#[must_use]
pub fn sanitize_raw(raw: &str) -> std::borrow::Cow<'_, str> {
    let bytes = raw.as_bytes();
    let mut i = 0;
    let mut ok = true;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if i + 1 < bytes.len() => i += 2,
            b'\\' | b']' => {
                ok = false;
                break;
            }
            _ => i += 1,
        }
    }
    if ok {
        return std::borrow::Cow::Borrowed(raw);
    }
    let mut out = String::with_capacity(raw.len() + 4);
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => out.push_str("\\\\"),
            },
            ']' => out.push_str("\\]"),
            _ => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A list of points as SGF writes them: single points (`dd`) and rectangles (`aa:cc`), either
/// of which may be given. The result is de-duplicated and in row-major order, so it never holds
/// more than `width × height` points whatever the input. `values` are raw; an empty list
/// (`[]`) gives no points.
pub fn expand_points(values: &[String], width: u8, height: u8) -> Result<Vec<Vertex>, (usize, PointError)> {
    let (w, h) = (usize::from(width), usize::from(height));
    let mut seen = vec![false; w * h];
    for (i, raw) in values.iter().enumerate() {
        if raw.is_empty() {
            continue;
        }
        let (a, b) = match split_compose(raw) {
            Some((a, b)) => (parse_point(a, width, height), parse_point(b, width, height)),
            None => {
                let p = parse_point(raw, width, height);
                (p, p)
            }
        };
        let (a, b) = (a.map_err(|e| (i, e))?, b.map_err(|e| (i, e))?);
        for y in a.y.min(b.y)..=a.y.max(b.y) {
            for x in a.x.min(b.x)..=a.x.max(b.x) {
                seen[usize::from(y) * w + usize::from(x)] = true;
            }
        }
    }
    Ok(seen
        .iter()
        .enumerate()
        .filter(|&(_, &s)| s)
        .map(|(i, _)| Vertex::new((i % w) as u8, (i / w) as u8))
        .collect())
}

/// Writes a set of points compactly: each maximal run of a row is merged with identical runs
/// on the rows below into a rectangle (`aa:cc`); lone points stay single (`dd`). The output is
/// deterministic for a given set.
#[must_use]
pub fn compress_points(points: &[Vertex]) -> Vec<String> {
    let mut pts: Vec<Vertex> = points.to_vec();
    // Unstable is enough: points with the same key are the same point.
    pts.sort_unstable_by_key(|v| (v.y, v.x));
    pts.dedup();
    let set: std::collections::HashSet<Vertex> = pts.iter().copied().collect();
    let mut used: std::collections::HashSet<Vertex> = std::collections::HashSet::new();
    let mut out = Vec::new();
    for &p in &pts {
        if used.contains(&p) {
            continue;
        }
        // Widest run to the right on this row.
        let mut x1 = p.x;
        while x1 < u8::MAX && set.contains(&Vertex::new(x1 + 1, p.y)) && !used.contains(&Vertex::new(x1 + 1, p.y)) {
            x1 += 1;
        }
        // Extend down while the whole run is present and unused.
        let mut y1 = p.y;
        while y1 < u8::MAX
            && (p.x..=x1).all(|x| {
                let v = Vertex::new(x, y1 + 1);
                set.contains(&v) && !used.contains(&v)
            })
        {
            y1 += 1;
        }
        for y in p.y..=y1 {
            for x in p.x..=x1 {
                used.insert(Vertex::new(x, y));
            }
        }
        let (a, b) = (p, Vertex::new(x1, y1));
        out.push(if a == b { a.to_sgf() } else { format!("{}:{}", a.to_sgf(), b.to_sgf()) });
    }
    out
}

/// Formats a Real without a needless fraction: `6.5`, `7`, `-0.5`.
#[must_use]
pub fn format_real(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 { format!("{}", v as i64) } else { format!("{v}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_reals() {
        assert_eq!(parse_number("19"), Some(19));
        assert_eq!(parse_number("+3"), Some(3));
        assert_eq!(parse_number("-3"), Some(-3));
        assert_eq!(parse_number(" 7 "), Some(7));
        assert_eq!(parse_number(""), None);
        assert_eq!(parse_number("+-3"), None);
        assert_eq!(parse_number("99999999999999999999999"), None);
        assert_eq!(parse_real("6.5"), Some(6.5));
        assert_eq!(parse_real("-0.5"), Some(-0.5));
        assert_eq!(parse_real(".5"), Some(0.5));
        assert_eq!(parse_real("7."), Some(7.0));
        assert_eq!(parse_real("."), None);
        assert_eq!(parse_real("inf"), None);
        assert_eq!(parse_real("1e5"), None);
        assert_eq!(format_real(7.0), "7");
        assert_eq!(format_real(-0.5), "-0.5");
    }

    #[test]
    fn text_escapes_and_line_breaks() {
        assert_eq!(unescape_text(r"a\]b\\c\:d"), r"a]b\c:d");
        assert_eq!(unescape_text("one\\\ntwo"), "onetwo");
        assert_eq!(unescape_text("one\\\r\ntwo"), "onetwo");
        assert_eq!(unescape_text("a\r\nb\n\rc\rd"), "a\nb\nc\nd");
        assert_eq!(unescape_text("a\tb"), "a b");
        assert_eq!(unescape_simple_text("a\nb"), "a b");
        assert_eq!(unescape_text("黑\\棋"), "黑棋");
        assert_eq!(escape_text("a]b\\"), r"a\]b\\");
        assert_eq!(escape_compose("x:y"), r"x\:y");
        for s in ["", "plain", "a]b", "\\", "x\ny", "多]\\:"] {
            assert_eq!(unescape_text(&escape_text(s)), s);
        }
    }

    #[test]
    fn compose_split_skips_escaped_colons() {
        assert_eq!(split_compose("aa:bb"), Some(("aa", "bb")));
        assert_eq!(split_compose(r"dd:a\:b:c"), Some(("dd", r"a\:b:c")));
        assert_eq!(split_compose(r"x\:y"), None);
    }

    #[test]
    fn sanitize() {
        assert_eq!(sanitize_raw(r"a\]b"), r"a\]b");
        assert_eq!(sanitize_raw("a]b"), r"a\]b");
        assert_eq!(sanitize_raw("ab\\"), r"ab\\");
    }

    #[test]
    fn moves_and_points() {
        assert_eq!(parse_move("", 19, 19), Ok(None));
        assert_eq!(parse_move("tt", 19, 19), Ok(None));
        assert_eq!(parse_move("tt", 13, 13), Ok(None));
        assert_eq!(parse_move("tt", 21, 21), Ok(Some(Vertex::new(19, 19))));
        assert_eq!(parse_move("dd", 19, 19), Ok(Some(Vertex::new(3, 3))));
        assert_eq!(parse_point("jj", 9, 9), Err(PointError::OffBoard));
        assert_eq!(parse_point("d", 9, 9), Err(PointError::Malformed));
        assert_eq!(parse_point("sm", 19, 13), Ok(Vertex::new(18, 12)));
        assert_eq!(parse_point("sn", 19, 13), Err(PointError::OffBoard));
    }

    #[test]
    fn point_lists_expand_and_compress() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let pts = expand_points(&v(&["aa:cb", "dd", "bb"]), 19, 19).unwrap();
        assert_eq!(pts.len(), 7);
        assert_eq!(expand_points(&v(&["cc:aa"]), 19, 19).unwrap().len(), 9);
        assert_eq!(expand_points(&v(&[""]), 19, 19).unwrap(), vec![]);
        assert_eq!(expand_points(&v(&["aa:zz"]), 19, 19), Err((0, PointError::OffBoard)));
        assert_eq!(compress_points(&pts), v(&["aa:cb", "dd"]));
        let again = expand_points(&compress_points(&pts), 19, 19).unwrap();
        assert_eq!(again, pts);
        // Many rectangles over the whole board stay bounded by the board.
        let many = vec!["aa:ss".to_string(); 10_000];
        assert_eq!(expand_points(&many, 19, 19).unwrap().len(), 361);
    }
}
