//! Small pieces of bilingual sentences: colour names, points, counts.

use crate::{BoardSize, Color, Vertex};

use super::format::Text;

/// A point as the board's coordinates show it (`D4`).
pub(crate) fn pt(v: Vertex, size: BoardSize) -> String {
    v.to_gtp(size)
}

/// Points listed: `C3, D4 and E5` / `C3、D4和E5`.
pub(crate) fn pts(vs: &[Vertex], size: BoardSize) -> Text {
    let names: Vec<String> = vs.iter().map(|&v| pt(v, size)).collect();
    let en = match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    };
    let zh = match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{}和{}", names[..n - 1].join("、"), names[n - 1]),
    };
    Text { en, zh }
}

/// "Black" / "黑棋".
pub(crate) fn side(c: Color) -> Text {
    match c {
        Color::Black => Text::new("Black", "黑棋"),
        Color::White => Text::new("White", "白棋"),
    }
}

/// "1 stone" / "3 stones" and "1个子" / "3个子".
pub(crate) fn stones(n: usize) -> Text {
    Text { en: if n == 1 { "1 stone".into() } else { format!("{n} stones") }, zh: format!("{n}个子") }
}

/// "1 liberty" / "2 liberties" and "1口气".
pub(crate) fn liberties(n: usize) -> Text {
    Text { en: if n == 1 { "1 liberty".into() } else { format!("{n} liberties") }, zh: format!("{n}口气") }
}

/// A count in points or stones, with the fractions the rules use (`184½`, `¾`).
pub(crate) fn number(x: f64) -> String {
    let q = x * 4.0;
    if !q.is_finite() || q.fract() != 0.0 {
        return format!("{x}");
    }
    let q = q.abs() as i64;
    let sign = if x < 0.0 { "-" } else { "" };
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    if q / 4 == 0 && q % 4 != 0 { format!("{sign}{frac}") } else { format!("{sign}{}{frac}", q / 4) }
}

/// An English sentence's first letter in upper case.
pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A template in each language with `{}` replaced in turn by each argument's text in that
/// language, or `{0}`, `{1}`, ... by the argument of that index (word order differs between
/// English and Chinese).
pub(crate) fn fill(en: &str, zh: &str, args: &[&Text]) -> Text {
    let sub = |template: &str, lang_en: bool| {
        let mut out = String::new();
        let mut rest = template;
        let mut next = 0;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                out.push_str(&rest[open..]);
                return out;
            };
            let inside = &after[..close];
            let index = if inside.is_empty() {
                next += 1;
                Some(next - 1)
            } else {
                inside.parse::<usize>().ok()
            };
            match index.and_then(|i| args.get(i)) {
                Some(a) => out.push_str(if lang_en { &a.en } else { &a.zh }),
                None => out.push_str(&rest[open..open + close + 2]),
            }
            rest = &after[close + 1..];
        }
        out.push_str(rest);
        out
    };
    Text { en: sub(en, true), zh: sub(zh, false) }
}

/// "your stone" / "your 3 stones" (en) and "棋子" / "3个子" (zh), for sentences about capture.
pub(crate) fn your_stones(n: usize) -> Text {
    if n == 1 { Text::new("stone", "棋子") } else { Text { en: format!("{n} stones"), zh: format!("{n}个子") } }
}

/// The same text in both languages (numbers, coordinates).
pub(crate) fn same(s: impl Into<String>) -> Text {
    let s = s.into();
    Text { en: s.clone(), zh: s }
}

/// "The stone" / "The stones" (en; the Chinese sentence says 棋子 either way), for sentences
/// about the stones at a point.
pub(crate) fn the_stones(n: usize) -> Text {
    Text::new(if n == 1 { "The stone" } else { "The stones" }, "")
}

/// "stone is" / "stones are" and the like: (singular, plural) by count, English only.
pub(crate) fn en(n: usize, one: &str, many: &str) -> Text {
    Text::new(if n == 1 { one } else { many }, "")
}

/// An engine message "ko: you cannot ..." as a clause for a caption: "you cannot ... (ko)",
/// so that a sentence ending in a colon does not get a second one.
pub(crate) fn clause(t: &Text) -> Text {
    let turn = |s: &str, open: &str, close: &str, sep: &str| match s.split_once(sep) {
        Some((head, rest)) if !head.is_empty() && head.chars().count() <= 8 && !rest.trim().is_empty() => {
            format!("{}{open}{head}{close}", rest.trim())
        }
        _ => s.to_string(),
    };
    Text { en: turn(&t.en, " (", ")", ": "), zh: turn(&t.zh, "（", "）", "：") }
}
