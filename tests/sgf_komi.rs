//! Komi survives a round trip (issue 16, item 3): what tengen writes reads back exactly,
//! whatever the guesses that read other programs' odd `KM` values, and `KM` is held to the
//! limit of every other entry point (±1000 points).

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use tengen::gtp::Engine;
use tengen::sgf::{self, ErrorKind, Komi, KomiForm, ReplayOptions};
use tengen::Rules;

/// The komi GTP `printsgf` writes for `komi`, read back by the SGF reader and by `loadsgf`.
fn round_trip(komi: f64) -> (f64, f64) {
    let mut engine = Engine::new();
    let r = engine.handle_line(&format!("komi {komi}")).unwrap().to_string();
    assert_eq!(r.trim(), "=", "komi {komi}");
    let text = engine.to_sgf();
    let tree = &sgf::parse(&text).unwrap().trees[0];
    let read = tree.komi().unwrap().unwrap().points;
    let replayed = sgf::replay(tree, &ReplayOptions::default()).unwrap().rules().komi;
    assert_eq!(read, replayed);
    let path = std::env::temp_dir().join(format!("tengen-komi-{}-{komi}.sgf", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let mut other = Engine::new();
    let r = other.handle_line(&format!("loadsgf {}", path.display())).unwrap().to_string();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(r.trim(), "=", "loadsgf of {text}");
    (read, other.game().rules().komi)
}

#[test]
fn komi_that_looks_like_hundredths_or_stones_reads_back_as_written() {
    // Each of these was read back changed: 150 → 1.5, 100 → 1, 500 → 5, -200 → -2, and the
    // quarter values doubled as stones under the Chinese rules.
    for komi in [150.0, 100.0, 500.0, -200.0, 1000.0, -1000.0, 3.75, -3.75, 0.25, 2.75, 7.5, 0.0, 6.0, 999.5] {
        assert_eq!(round_trip(komi), (komi, komi), "komi {komi}");
    }
}

proptest! {
    #[test]
    fn any_komi_within_the_limit_reads_back_exactly(komi in -Rules::MAX_KOMI..=Rules::MAX_KOMI) {
        prop_assert_eq!(round_trip(komi), (komi, komi));
    }

    #[test]
    fn any_komi_in_quarter_points_reads_back_exactly(quarters in -4000i32..=4000) {
        let komi = f64::from(quarters) / 4.0;
        prop_assert_eq!(round_trip(komi), (komi, komi));
    }
}

#[test]
fn other_programs_odd_komi_is_still_read_as_they_meant_it() {
    let komi = |text: &str| sgf::parse(text).unwrap().trees[0].komi().unwrap().map(|k| (k.points, k.form));
    assert_eq!(komi("(;KM[375])"), Some((7.5, KomiForm::HundredthsOfStones)));
    assert_eq!(komi("(;KM[750]AP[CGoban:3])"), Some((7.5, KomiForm::HundredthsOfPoints)));
    assert_eq!(komi("(;KM[3.75]RU[Chinese])"), Some((7.5, KomiForm::Stones)));
    // Written by tengen: points, exactly.
    assert_eq!(komi("(;AP[tengen:0.1.0]KM[375])"), Some((375.0, KomiForm::Points)));
    assert_eq!(komi("(;AP[tengen:0.1.0]KM[3.75]RU[Chinese])"), Some((3.75, KomiForm::Points)));
}

#[test]
fn komi_beyond_the_limit_is_an_error_not_a_number_past_it() {
    // KM[123456] was read as 1234.56 hundredths, past the ±1000 the API allows.
    for text in ["(;KM[123456])", "(;KM[1000.5])", "(;KM[-2000.0])", "(;AP[tengen:0.1.0]KM[1e400])", "(;KM[600.25]RU[Chinese])"] {
        let tree = &sgf::parse(text).unwrap().trees[0];
        match tree.komi() {
            Err(e) => match e.kind {
                ErrorKind::BadValue { property, expected, .. } => {
                    assert_eq!(property, "KM");
                    assert!(expected.contains("-1000 to 1000"), "{expected}");
                }
                other => panic!("{text}: {other:?}"),
            },
            Ok(k) => panic!("{text}: read as {k:?}"),
        }
        assert_eq!(tree.game_info().komi, None, "{text}");
        assert_eq!(Komi::from_record(tree.root()), None, "{text}");
    }
    assert_eq!(Komi::from_sgf("100000", None).map(|k| k.points), Some(1000.0), "hundredths within the limit");
}
