//! Fuzzes the lesson format reader with arbitrary bytes: JSON into `LessonFile`, the checker,
//! the view. Beyond "no panic, no hang": a file the checker accepts writes and reads back to
//! the same file. (`tests/lesson_fuzz.rs` runs the same checks natively on mutated lesson
//! files, without cargo-fuzz.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::lesson::{Lesson, LessonFile};

fuzz_target!(|data: &[u8]| {
    let Ok(file) = serde_json::from_slice::<LessonFile>(data) else { return };
    let Ok(lesson) = Lesson::from_file(file) else { return };
    let _ = lesson.view();
    let text = serde_json::to_string(lesson.file()).expect("an accepted file serialises");
    let again: LessonFile = serde_json::from_str(&text).expect("what was written reads back");
    assert!(&again == lesson.file(), "the round trip changed the file");
});
