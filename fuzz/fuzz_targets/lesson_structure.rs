//! Fuzzes the lesson format reader by its structure, fast: the fuzzer's bytes are not a file
//! but a list of edits to one of the shipped lesson files, parsed once as a JSON tree. Each
//! edit walks to a node (the bytes choose a child at each level) and deletes it, replaces it
//! with an odd scalar, grafts another subtree of the file there, duplicates or drops array
//! items, nudges a number or a point name, renames a key to another field of the format, or
//! adds one. The edited tree goes through what the school page does: `LessonFile` from JSON,
//! `Lesson::from_proved_file` (every structural, text, position and figure check, without
//! playing the answers out again: the checker's proof is what made `lesson_file` slow on
//! whole files) and the view. No attempt is judged: an attempt in a reading exercise (a race,
//! a ladder, life and death) asks the engine's search, which takes seconds in a fuzzing build
//! (a first run timed out at 23 s on the race unit as shipped); `lesson_file` and the native
//! tests cover the runs.
//!
//! Beyond "no panic, no hang": an accepted file writes and reads back to the same file, and
//! every refusal names a field and says why.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use tengen::lesson::{Lesson, LessonFile};

/// The shipped units, as JSON trees (read once).
fn units() -> &'static [Value] {
    static UNITS: OnceLock<Vec<Value>> = OnceLock::new();
    UNITS.get_or_init(|| {
        [
            include_str!("../../lessons/01-board.json"),
            include_str!("../../lessons/02-stones.json"),
            include_str!("../../lessons/03-liberties.json"),
            include_str!("../../lessons/04-atari.json"),
            include_str!("../../lessons/05-capture.json"),
            include_str!("../../lessons/06-escape.json"),
            include_str!("../../lessons/07-connect.json"),
            include_str!("../../lessons/08-double-atari.json"),
            include_str!("../../lessons/09-ladder.json"),
            include_str!("../../lessons/10-snapback.json"),
            include_str!("../../lessons/11-forbidden.json"),
            include_str!("../../lessons/12-eyes.json"),
            include_str!("../../lessons/13-eye-shapes.json"),
            include_str!("../../lessons/14-life-death.json"),
            include_str!("../../lessons/15-race.json"),
            include_str!("../../lessons/16-ko.json"),
            include_str!("../../lessons/17-seki.json"),
            include_str!("../../lessons/18-end.json"),
            include_str!("../../lessons/19-counting.json"),
            include_str!("../../lessons/20-komi.json"),
            include_str!("../../lessons/21-handicap.json"),
            include_str!("../../lessons/22-opening.json"),
            include_str!("../../lessons/23-together.json"),
        ]
        .iter()
        .map(|t| serde_json::from_str(t).expect("a shipped lesson is JSON"))
        .collect()
    })
}

/// Odd values to put anywhere.
fn scalar(k: u8) -> Value {
    match k % 20 {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(0),
        3 => json!(-1),
        4 => json!(1e308),
        5 => json!(4294967296u64),
        6 => json!(2.5),
        7 => json!(""),
        8 => json!("A1"),
        9 => json!("Z99"),
        10 => json!("pass"),
        11 => json!([]),
        12 => json!({}),
        13 => json!("\u{0}"),
        14 => json!("中国"),
        15 => json!("T19"),
        16 => json!("{liberties:D4}"),
        17 => json!(". X\nO ."),
        18 => json!({"en": "x", "zh": "题"}),
        _ => json!(["X O", "O ."]),
    }
}

/// Field names of the format, to rename keys to or add.
const KEYS: &[&str] = &[
    "id", "kind", "prompt", "position", "diagram", "size", "black", "white", "sgf", "toMove", "moves", "rules", "komi", "handicap",
    "goal", "answer", "reply", "hints", "stages", "target", "query", "options", "success", "explain", "marks", "opponent", "frames",
    "show", "caption", "liberties", "count", "dead", "captureAtLeast", "text", "point", "area", "value", "label", "at", "type",
];

/// The bytes as a stream; past the end, zeros.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The path to a node: at each level a byte chooses to stop (0) or which child to enter.
fn walk(root: &Value, b: &mut Bytes) -> Vec<PathStep> {
    let mut path = Vec::new();
    let mut node = root;
    for _ in 0..8 {
        let n = match node {
            Value::Object(m) => m.len(),
            Value::Array(a) => a.len(),
            _ => 0,
        };
        let c = b.next() as usize;
        if n == 0 || c % (n + 1) == 0 {
            break;
        }
        let i = c % (n + 1) - 1;
        node = match node {
            Value::Object(m) => {
                let key = m.keys().nth(i).unwrap().clone();
                path.push(PathStep::Key(key.clone()));
                &m[&key]
            }
            Value::Array(a) => {
                path.push(PathStep::Index(i));
                &a[i]
            }
            _ => unreachable!(),
        };
    }
    path
}

#[derive(Clone)]
enum PathStep {
    Key(String),
    Index(usize),
}

fn at<'v>(root: &'v mut Value, path: &[PathStep]) -> Option<&'v mut Value> {
    let mut node = root;
    for step in path {
        node = match (step, node) {
            (PathStep::Key(k), Value::Object(m)) => m.get_mut(k)?,
            (PathStep::Index(i), Value::Array(a)) => a.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(node)
}

/// One edit of the tree.
fn edit(root: &mut Value, b: &mut Bytes) {
    let op = b.next();
    let path = walk(root, b);
    match op % 10 {
        // Delete the node from its parent.
        0 => {
            let Some((last, parent)) = path.split_last() else { return };
            match (last, at(root, parent)) {
                (PathStep::Key(k), Some(Value::Object(m))) => {
                    m.remove(k);
                }
                (PathStep::Index(i), Some(Value::Array(a))) if *i < a.len() => {
                    a.remove(*i);
                }
                _ => {}
            }
        }
        1 => {
            let k = b.next();
            if let Some(n) = at(root, &path) {
                *n = scalar(k);
            }
        }
        // Graft another subtree of the same file here.
        2 => {
            let from = walk(root, b);
            let Some(piece) = at(root, &from).map(|v| v.clone()) else { return };
            if let Some(n) = at(root, &path) {
                *n = piece;
            }
        }
        // Duplicate, or keep only the first k items of, an array.
        3 | 4 => {
            let k = b.next() as usize;
            if let Some(Value::Array(a)) = at(root, &path) {
                if op % 10 == 3 && !a.is_empty() {
                    let item = a[k % a.len()].clone();
                    a.insert(k % (a.len() + 1), item);
                } else {
                    a.truncate(k % (a.len() + 1));
                }
            }
        }
        // Nudge a number or a string (a point name shifts a column or a row).
        5 => {
            let k = b.next();
            if let Some(n) = at(root, &path) {
                match n {
                    Value::Number(x) => {
                        let f = x.as_f64().unwrap_or(0.0);
                        *n = json!([f + 1.0, f - 1.0, -f, f * 10.0, 0.0, f / 2.0][usize::from(k) % 6]);
                    }
                    Value::String(s) => {
                        let mut chars: Vec<char> = s.chars().collect();
                        if chars.is_empty() {
                            chars.push('A');
                        } else {
                            let i = usize::from(k) % chars.len();
                            let c = chars[i];
                            chars[i] = char::from_u32(u32::from(c).wrapping_add(1 + u32::from(k % 3))).unwrap_or('.');
                        }
                        *s = chars.into_iter().collect();
                    }
                    _ => {}
                }
            }
        }
        // Rename a key, or add one, with a field name of the format.
        6 | 7 => {
            let (k, v) = (b.next(), b.next());
            let name = KEYS[usize::from(k) % KEYS.len()].to_string();
            match (op % 10, path.split_last()) {
                (6, Some((PathStep::Key(old), parent))) => {
                    if let Some(Value::Object(m)) = at(root, parent)
                        && let Some(value) = m.remove(old)
                    {
                        m.insert(name, value);
                    }
                }
                _ => {
                    if let Some(Value::Object(m)) = at(root, &path) {
                        m.insert(name, scalar(v));
                    }
                }
            }
        }
        // Wrap the node in an array, or take an array's first item.
        8 => {
            if let Some(n) = at(root, &path) {
                *n = match n.take() {
                    Value::Array(mut a) if !a.is_empty() => a.swap_remove(0),
                    other => Value::Array(vec![other]),
                };
            }
        }
        // Swap two items of an array.
        _ => {
            let (i, j) = (b.next() as usize, b.next() as usize);
            if let Some(Value::Array(a)) = at(root, &path)
                && !a.is_empty()
            {
                let n = a.len();
                a.swap(i % n, j % n);
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let units = units();
    let mut tree = units[usize::from(b.next()) % units.len()].clone();
    for _ in 0..1 + b.next() % 6 {
        if b.is_empty() {
            break;
        }
        edit(&mut tree, &mut b);
    }
    let Ok(file) = serde_json::from_value::<LessonFile>(tree) else { return };
    let lesson = match Lesson::from_proved_file(file) {
        Ok(l) => l,
        Err(errors) => {
            assert!(!errors.is_empty(), "a refusal lists at least one problem");
            for e in &errors {
                assert!(!e.to_string().trim().is_empty(), "a problem says what is wrong");
            }
            return;
        }
    };
    let _ = lesson.view();
    let text = serde_json::to_string(lesson.file()).expect("an accepted file serialises");
    let again: LessonFile = serde_json::from_str(&text).expect("what was written reads back");
    assert!(&again == lesson.file(), "the round trip changed the file");
});
