//! Counting a finished position through the JavaScript API: dead stones, the estimate and its
//! ownership map, bad dead-stone lists.

use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::{code, diagram, get, js, json, n, s};

/// Black owns the two left columns, White the two right ones; a white stone sits dead in
/// Black's area.
const FINISHED: &str = "\
O X O .
. X O .
. X O .
. X O .";

#[wasm_bindgen_test]
fn a_finished_position_is_counted_with_its_dead_stones() {
    let mut g = diagram(FINISHED, r#"{"komi": 0}"#);
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.is_over());
    let sc = g.score(js("[[0, 0]]")).unwrap();
    assert_eq!(s(get(&sc, "scoring")), "area");
    assert_eq!((n(get(&sc, "width")), n(get(&sc, "points")), n(get(&sc, "base"))), (4.0, 16.0, 8.0));
    assert_eq!(n(get(&get(&sc, "black"), "total")), 8.0);
    assert_eq!(n(get(&get(&sc, "white"), "total")), 8.0);
    assert_eq!(n(get(&get(&sc, "black"), "deadRemoved")), 1.0);
    assert_eq!(s(get(&sc, "resultSgf")), "0");
    assert_eq!(s(get(&sc, "resultZh")), "和棋");
    assert!(get(&sc, "winner").is_null());
    assert_eq!(json(&get(&sc, "dead")), "[[0,0]]");
    assert_eq!(json(&get(&sc, "result")), r#"{"kind":"draw"}"#);
    let ownership = js_sys::Array::from(&get(&sc, "ownership"));
    assert_eq!(ownership.length(), 16);
    assert_eq!(json(&ownership.get(0)), r#"{"vertex":[0,0],"owner":"black","reason":"deadWhite","seki":false}"#);
    assert_eq!(s(get(&ownership.get(3), "owner")), "white");
    // With komi 7.5 (the default) White wins by 7.5 points, 3¾ stones.
    let g = diagram(FINISHED, "{}");
    let sc = g.score(js(r#"["A4"]"#)).unwrap();
    assert_eq!(s(get(&sc, "resultSgf")), "W+7.5");
    assert_eq!(s(get(&sc, "winner")), "white");
    assert_eq!(n(get(&sc, "marginPoints")), -7.5);
    assert_eq!(s(get(&sc, "resultZh")), "白胜3¾子");
    // Without the dead stone removed, Black's area is shared with it.
    let sc = g.score(JsValue::UNDEFINED).unwrap();
    assert!(n(get(&get(&sc, "black"), "total")) < 8.0);
    // Territory counting for the same position.
    let both = g.compare_methods(js(r#"["A4"]"#)).unwrap();
    assert_eq!(s(get(&get(&both, "territory"), "scoring")), "territory");
    assert_eq!(s(get(&get(&both, "area"), "scoring")), "area");
}

#[wasm_bindgen_test]
fn the_estimate_suggests_dead_stones_and_an_ownership_map() {
    let g = diagram(FINISHED, "{}");
    let e = g.estimate(js(r#"{"playouts": 60, "seed": 7}"#)).unwrap();
    assert_eq!(json(&get(&e, "dead")), "[[0,0]]", "the lone white stone in Black's area is dead");
    let own = js_sys::Array::from(&get(&e, "ownership"));
    assert_eq!(own.length(), 16);
    assert!(n(own.get(1)) > 0.5 && n(own.get(3)) < -0.5, "Black's wall is Black's, White's is White's");
    assert_eq!(n(get(&e, "playouts")), 60.0);
    assert_eq!(json(&e), json(&g.estimate(js(r#"{"playouts": 60, "seed": 7}"#)).unwrap()), "deterministic");
    // Marking dead stones group by group.
    let dead = g.toggle_dead(js("[]"), "A4".into()).unwrap();
    assert_eq!(json(&dead), "[[0,0]]");
    assert_eq!(json(&g.toggle_dead(dead, "A4".into()).unwrap()), "[]");
    for bad in [r#"{"playouts": -1}"#, r#"{"playouts": 1e6}"#, r#"{"seed": 1.5}"#, r#"{"seeds": 1}"#, "3"] {
        assert_eq!(code(g.estimate(js(bad)).unwrap_err()), "badOptions", "{bad}");
    }
}

#[wasm_bindgen_test]
fn bad_dead_stones_throw_and_count_nothing() {
    let g = diagram(FINISHED, "{}");
    let e = g.score(js(r#"["D1"]"#)).unwrap_err();
    assert_eq!(code(e.clone()), "badDeadStones");
    assert_eq!(s(get(&e, "reason")), "emptyPoint");
    assert!(!s(get(&e, "messageZh")).is_empty());
    assert_eq!(code(g.score(js(r#"["Z9"]"#)).unwrap_err()), "badVertex");
    assert_eq!(code(g.score(js(r#""A4""#)).unwrap_err()), "badVertex");
    assert_eq!(code(g.toggle_dead(js("[]"), "D1".into()).unwrap_err()), "badDeadStones");
}
