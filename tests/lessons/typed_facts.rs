//! The typed-facts lint (issue 18: "facts in text should come from the engine"): a number in an
//! exercise's text or a figure's caption, written next to a word for something the engine
//! counts (liberties, stones, points, 子, 气, 目, a board's size), that equals a value the
//! engine computes on that position, must be a template (`{liberties:D4}`, `{count.black}`,
//! `{board.size}`: `lessons/README.md`) or a caption value (`{liberties}`), so that a changed
//! position can never leave a stale number behind. The few typed numbers that are rules or
//! arithmetic rather than facts of the position are listed in [`ALLOWED`], each with why.

use std::collections::BTreeSet;

use tengen::lesson::{AnswerSpec, Attempt, Block, ExerciseKind, Goal, Lesson, Query, Text};
use tengen::rules::RuleSet;
use tengen::score::{CountSetup, count};
use tengen::{Color, Game, Position, Vertex};

/// Typed numbers that stay typed: (unit id, exercise or figure id, the number, why). Each
/// allows that one number in that exercise's (or figure's) texts, in both languages.
pub const ALLOWED: &[(&str, &str, f64, &str)] = &[
    // Eye shapes are named by their size: "straight three" is three points by definition.
    ("eyes", "make-two-eyes", 3.0, "the eye space named as a shape: 直三 is three points in a row"),
    ("eyes", "vital-owner", 3.0, "the eye space named as a shape: 直三 on the edge"),
    ("eyes", "make-second-eye", 2.0, "a rule: two empty points side by side are not two eyes"),
    ("eye-shapes", "straight-three", 3.0, "the shape's definition"),
    ("eye-shapes", "bent-three", 3.0, "the shape's definition"),
    ("eye-shapes", "pyramid-four", 4.0, "the shape's definition"),
    ("eye-shapes", "bulky-five", 4.0, "the shape's definition: a square of four and one more"),
    ("eye-shapes", "rabbity-six", 6.0, "the shape's definition"),
    ("eye-shapes", "rabbity-six", 4.0, "the vital point touches four others, by definition"),
    ("eye-shapes", "square-four", 3.0, "after one stone inside 方四, three points are left: by definition"),
    ("eye-shapes", "straight-four", 2.0, "the shape's two middle points, by definition"),
    ("eye-shapes", "kill-bent-three", 2.0, "the vital point of 弯三 touches the two others, by definition"),
    ("eye-shapes", "live-pyramid-four", 3.0, "the vital point of 丁四 touches the three others, by definition"),
    ("eye-shapes", "kill-rabbity-six", 4.0, "the vital point of 葡萄六 touches four others, by definition"),
    ("connect", "connect-two-ways", 2.0, "how many moves achieve the goal: the exercise's point, not a count of the position"),
    // The rule of the count, not a fact of the position.
    ("handicap", "handicap-count", 0.5, "half a stone per handicap stone: the rule (第九条)"),
];

// Also not read, by design: intro paragraphs (no position: the rules in general, "a stone in
// the middle has four liberties" is shown by the figure that follows), the word "one" / 一
// (an article: "one liberty", 紧一口气), eyes and passes (rules, not counts of the position).

/// A number written in a text, with the words around it.
#[derive(Debug)]
struct Typed {
    value: f64,
    phrase: String,
}

const EN_WORDS: [&str; 12] = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const EN_UNITS: [&str; 8] = ["liberty", "liberties", "stone", "stones", "point", "points", "prisoner", "prisoners"];
/// Words allowed between a number and its unit ("3 white stones", "two more liberties").
const EN_BETWEEN: [&str; 14] = ["more", "fewer", "white", "black", "extra", "empty", "shared", "surrounded", "of", "its", "your", "real", "false", "outside"];

fn zh_digit(c: char) -> Option<f64> {
    Some(match c {
        '一' => 1.0,
        '二' | '两' => 2.0,
        '三' => 3.0,
        '四' => 4.0,
        '五' => 5.0,
        '六' => 6.0,
        '七' => 7.0,
        '八' => 8.0,
        '九' => 9.0,
        '十' => 10.0,
        _ => return None,
    })
}

fn fraction(c: char) -> Option<f64> {
    Some(match c {
        '¼' => 0.25,
        '½' => 0.5,
        '¾' => 0.75,
        _ => return None,
    })
}

/// The text with its templates taken out (they are the engine's, not typed).
fn without_templates(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => {
                depth -= 1;
                out.push(' ');
            }
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Chinese units after a number: 口气, 气, 个子, 颗子, 子, 个点, 点, 目, and 个 before 黑子/白子.
fn zh_unit(rest: &[char]) -> bool {
    let s: String = rest.iter().take(4).collect();
    ["口气", "气", "个子", "颗子", "子", "个点", "点", "目", "个黑子", "个白子", "颗黑子", "颗白子", "×"].iter().any(|u| s.starts_with(u))
}

fn en_unit(rest: &str) -> bool {
    let words: Vec<String> = rest.split(|c: char| !c.is_alphanumeric() && c != '×').filter(|w| !w.is_empty()).take(3).map(str::to_lowercase).collect();
    if rest.trim_start().starts_with('×') {
        return true;
    }
    for w in &words {
        if EN_UNITS.contains(&w.as_str()) {
            return true;
        }
        if !EN_BETWEEN.contains(&w.as_str()) {
            return false;
        }
    }
    false
}

/// Every number next to a unit in a text (both languages).
fn typed_numbers(t: &Text) -> Vec<Typed> {
    let mut found = Vec::new();
    for (s, zh) in [(without_templates(&t.en), false), (without_templates(&t.zh), true)] {
        let chars: Vec<char> = s.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let prev = if i > 0 { Some(chars[i - 1]) } else { None };
            let start = i;
            let mut value = None;
            if c.is_ascii_digit() && !prev.is_some_and(|p| p.is_ascii_alphanumeric() || p == '.') {
                let mut j = i;
                while j < chars.len() && (chars[j].is_ascii_digit() || (chars[j] == '.' && chars.get(j + 1).is_some_and(char::is_ascii_digit))) {
                    j += 1;
                }
                let mut v: f64 = chars[i..j].iter().collect::<String>().parse().unwrap_or(f64::NAN);
                if let Some(f) = chars.get(j).copied().and_then(fraction) {
                    v += f;
                    j += 1;
                }
                value = Some(v);
                i = j;
            } else if let Some(f) = fraction(c) {
                value = Some(f);
                i += 1;
            } else if zh && zh_digit(c).is_some() && prev == Some('第') {
                // 第二个子, 第三口气: an ordinal, not a count.
                i += 1;
            } else if zh && zh_digit(c).is_some() {
                let mut v = zh_digit(c).unwrap();
                let mut j = i + 1;
                if v == 10.0 && chars.get(j).copied().and_then(zh_digit).is_some_and(|d| d < 10.0) {
                    v += zh_digit(chars[j]).unwrap();
                    j += 1;
                } else if chars.get(j) == Some(&'十') {
                    v *= 10.0;
                    j += 1;
                    if let Some(d) = chars.get(j).copied().and_then(zh_digit).filter(|d| *d < 10.0) {
                        v += d;
                        j += 1;
                    }
                }
                value = Some(v);
                i = j;
            } else if !zh && c.is_ascii_alphabetic() && !prev.is_some_and(|p| p.is_ascii_alphanumeric()) {
                let mut j = i;
                while j < chars.len() && chars[j].is_ascii_alphabetic() {
                    j += 1;
                }
                let word: String = chars[i..j].iter().collect::<String>().to_lowercase();
                if let Some(n) = EN_WORDS.iter().position(|w| *w == word) {
                    value = Some(n as f64 + 1.0);
                }
                i = j;
            } else {
                i += 1;
            }
            let Some(value) = value else { continue };
            // "one liberty", "一口气", "一个子": the word for one is mostly an article ("a
            // liberty", "紧一口气"); a typed digit 1 is still a number.
            let word_one = value == 1.0 && !c.is_ascii_digit();
            if word_one {
                continue;
            }
            let rest: String = chars[i..].iter().collect();
            // A count (a number of 10 or more, or with a fraction: 184½, 44¼) needs no unit.
            let counted = value >= 10.0 || value.fract() != 0.0;
            let unit = counted || if zh { zh_unit(&chars[i..]) } else { en_unit(&rest) } || (start > 0 && chars[start - 1] == '×');
            if unit && value.is_finite() {
                let lo = start.saturating_sub(12);
                let hi = (i + 14).min(chars.len());
                found.push(Typed { value, phrase: chars[lo..hi].iter().collect::<String>() });
            }
        }
    }
    found
}

/// The numbers the engine computes on a position: every chain's liberties and size, what
/// every move captures, each side's stones, the count (with the dead stones given), the board.
fn engine_numbers(game: &Game, handicap: u32, dead: &[Vertex], extra: &mut BTreeSet<i64>) {
    let board = game.board();
    let size = game.size();
    let mut add = |x: f64| {
        extra.insert((x * 4.0).round() as i64);
    };
    for (v, _) in board.chain_representatives() {
        add(board.liberty_count(v) as f64);
        add(board.chain(v).len() as f64);
    }
    for v in board.empty_points() {
        if let Ok(p) = game.preview(v)
            && !p.captures.is_empty()
        {
            add(p.captures.len() as f64);
        }
    }
    for color in [Color::Black, Color::White] {
        add(board.stones().filter(|&(_, c)| c == color).count() as f64);
    }
    add(f64::from(size.width));
    add(f64::from(size.height));
    add(size.points() as f64);
    let mut setup = CountSetup::of_game(game);
    setup.handicap = handicap;
    if let Ok(s) = count(board, dead, &setup) {
        for side in [&s.black, &s.white] {
            add(side.total);
            add(f64::from(side.stones));
            add(f64::from(side.area));
        }
        add(s.base);
        add(s.komi);
        add(s.komi / 2.0);
        add(s.margin_points.abs());
        add(s.margin_stones.abs());
        add(s.base + s.komi / 2.0 + s.handicap_compensation / 2.0);
    }
}

fn dead_of(game: &Game, names: &[String]) -> Vec<Vertex> {
    names.iter().filter_map(|n| Vertex::parse(n, game.size()).ok()).filter(|&v| game.board().get(v).is_some()).collect()
}

fn goal_dead(g: &Goal) -> Option<Vec<String>> {
    match g {
        Goal::WinsCount(w) => Some(w.dead.clone()),
        Goal::Not(inner) => goal_dead(inner),
        Goal::All(gs) | Goal::Any(gs) => gs.iter().find_map(goal_dead),
        _ => None,
    }
}

/// Every typed fact of a lesson: "exercise or figure id: field: «phrase» (= N)".
pub fn typed_facts(lesson: &Lesson) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut flag = |id: &str, field: &str, t: &Text, facts: &BTreeSet<i64>| {
        for typed in typed_numbers(t) {
            if facts.contains(&((typed.value * 4.0).round() as i64)) {
                let allowed = ALLOWED.iter().any(|(u, i, n, _)| *u == lesson.id() && *i == id && *n == typed.value);
                if !allowed {
                    out.push((id.to_string(), format!("{field}: «{}» (the engine computes {} here)", typed.phrase.trim(), typed.value)));
                }
            }
        }
    };
    for ex in lesson.exercises() {
        let spec = ex.spec();
        let handicap = spec.position.handicap.unwrap_or(0);
        let dead_names = match &spec.query {
            Some(Query::Points(c)) => c.dead.clone(),
            Some(Query::Winner(c) | Query::Margin(c)) => c.dead.clone(),
            _ => spec.goal.as_ref().and_then(goal_dead).or_else(|| spec.stages.iter().find_map(|s| goal_dead(&s.goal))).unwrap_or_default(),
        };
        // The positions the texts speak of: the start and, for play exercises, each position
        // the stated answers reach through a run (replies included).
        let mut positions = vec![ex.start()];
        if ex.kind() == ExerciseKind::Play {
            let answers: Vec<String> = if spec.stages.is_empty() {
                match &spec.answer {
                    Some(AnswerSpec::One(a)) => vec![a.clone()],
                    _ => vec![],
                }
            } else {
                spec.stages.iter().map(|s| s.answer.clone()).collect()
            };
            let mut run = ex.run();
            for a in answers {
                if let Ok(at) = Attempt::parse_move(&a, ex.size()) {
                    run.attempt(&at);
                    positions.push(run.game().clone());
                }
            }
        }
        let mut facts = BTreeSet::new();
        for g in &positions {
            engine_numbers(g, handicap, &dead_of(g, &dead_names), &mut facts);
        }
        let id = ex.id();
        flag(id, "prompt", &spec.prompt, &facts);
        for (j, h) in spec.hints.iter().enumerate() {
            flag(id, &format!("hints[{j}]"), &h.text, &facts);
        }
        for (k, st) in spec.stages.iter().enumerate() {
            if let Some(p) = &st.prompt {
                flag(id, &format!("stages[{k}].prompt"), p, &facts);
            }
            for (j, h) in st.hints.iter().enumerate() {
                flag(id, &format!("stages[{k}].hints[{j}]"), &h.text, &facts);
            }
        }
        // Option labels are not read: a choose exercise's options are candidate answers
        // ("2 liberties", "3 liberties"), wrong ones on purpose, and the engine decides which.
        if let Some(t) = &spec.success {
            flag(id, "success", t, &facts);
        }
        if let Some(t) = &spec.explain {
            flag(id, "explain", t, &facts);
        }
    }
    // Figures: each frame's caption against that frame's position and the values it computed.
    let specs: Vec<_> = lesson.file().intro.iter().filter_map(|b| if let Block::Figure(f) = b { Some(f) } else { None }).collect();
    for (spec, fig) in specs.iter().zip(lesson.figures()) {
        for (n, frame) in fig.frames.iter().enumerate() {
            let caption = if n == 0 { &spec.caption } else { &spec.frames[n - 1].caption };
            let mut facts = BTreeSet::new();
            if let Ok(p) = Position::from_diagram(&frame.position, frame.to_move) {
                let game = Game::from_position(p, RuleSet::Chinese.rules());
                engine_numbers(&game, spec.position.handicap.unwrap_or(0), &[], &mut facts);
            }
            for v in frame.values.values() {
                if let Some(x) = parse(&v.en) {
                    facts.insert((x * 4.0).round() as i64);
                }
            }
            flag(&fig.id, &format!("frames[{n}].caption"), caption, &facts);
        }
    }
    out
}

fn parse(s: &str) -> Option<f64> {
    let s = s.trim();
    if let Some(last) = s.chars().last()
        && let Some(f) = fraction(last)
    {
        let whole = &s[..s.len() - last.len_utf8()];
        return Some(if whole.is_empty() { 0.0 } else { whole.parse::<f64>().ok()? } + f);
    }
    s.parse().ok()
}

#[test]
fn the_lint_finds_typed_numbers_next_to_units() {
    let t = Text::new("The chain at D4 has 3 liberties; capture two white stones on a 9×9 board.", "D4有三口气，下在K10提两个子，黑184½子。");
    let found: Vec<f64> = typed_numbers(&t).iter().map(|x| x.value).collect();
    assert_eq!(found, vec![3.0, 2.0, 9.0, 9.0, 3.0, 2.0, 184.5], "coordinates such as D4 and K10 are not numbers");
    assert!(typed_numbers(&Text::new("Two eyes live. Play at C3.", "两只眼是活棋。")).is_empty(), "eyes are not counted by the lint");
    assert!(typed_numbers(&Text::new("It has one liberty.", "紧一口气。")).is_empty(), "the word for one is an article");
    assert!(typed_numbers(&Text::new("{liberties:D4} liberties", "{liberties:D4}口气")).is_empty(), "templates are the engine's");
}

/// For authors converting typed numbers: every exercise's chains (colour, a stone, size,
/// liberties) on its start, as JSON lines (`cargo test --test lessons chains_dump -- --ignored --nocapture`).
pub fn chains_json(lesson: &Lesson) -> Vec<String> {
    let mut out = Vec::new();
    for ex in lesson.exercises() {
        let g = ex.start();
        let b = g.board();
        let size = g.size();
        let chains: Vec<String> = b
            .chain_representatives()
            .into_iter()
            .map(|(v, c)| {
                let mut stones = b.chain(v);
                stones.sort_by_key(|s| (s.y, s.x));
                let names: Vec<String> = stones.iter().map(|s| format!("\"{}\"", s.to_gtp(size))).collect();
                format!("{{\"color\":\"{}\",\"stones\":[{}],\"liberties\":{}}}", c.name_en(), names.join(","), b.liberty_count(v))
            })
            .collect();
        out.push(format!("{{\"unit\":\"{}\",\"id\":\"{}\",\"chains\":[{}]}}", lesson.id(), ex.id(), chains.join(",")));
    }
    out
}
