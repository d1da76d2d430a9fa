//! The clock through the JavaScript API.

use tengen::wasm::Clock;
use wasm_bindgen_test::wasm_bindgen_test;

use super::{code, get, js, json, s};

#[wasm_bindgen_test]
fn the_clock_counts_byo_yomi() {
    let mut c = Clock::new(js(r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 3, "periodMs": 60000}"#)).unwrap();
    assert!(c.running().is_null());
    c.start("black".into(), 0.0).unwrap();
    assert_eq!(c.running(), "black");
    c.press(500.0).unwrap();
    assert_eq!(c.running(), "white");
    let t = c.time_left("black".into(), 500.0).unwrap();
    assert_eq!(json(&t), r#"{"mainMs":500,"periods":3,"periodMs":60000,"inOvertime":false,"flagged":false}"#);
    // White thinks into overtime: the referee calls the seconds.
    let calls = c.callouts("white".into(), 500.0, 1500.0 + 30_500.0).unwrap();
    let calls = js_sys::Array::from(&calls);
    assert!(calls.length() >= 1, "{}", json(&calls));
    assert!(!s(get(&calls.get(0), "zh")).is_empty() && !s(get(&calls.get(0), "en")).is_empty());
    assert_eq!(code(c.press(100.0).unwrap_err()), "badClock", "time cannot go back");
    assert_eq!(code(c.start("red".into(), 600.0).unwrap_err()), "badColor");
    assert_eq!(code(c.time_left("black".into(), -1.0).unwrap_err()), "badClock");
    assert_eq!(code(c.time_left("black".into(), f64::NAN).unwrap_err()), "badClock");
    for bad in [
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 0, "periodMs": 1000}"#,
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 5000, "periodMs": 1000}"#,
        r#"{"kind": "byoyomi", "mainMs": 1000, "periods": 3}"#,
        r#"{"kind": "fischer", "mainMs": -5, "incrementMs": 1000}"#,
        r#"{"kind": "sandglass"}"#,
        r#"{"mainMs": 1000}"#,
        r#"{"kind": "absolute", "mainMs": 1000, "extra": 1}"#,
        r#""byoyomi""#,
    ] {
        assert_eq!(code(Clock::new(js(bad)).err().unwrap()), "badClock", "{bad}");
    }
    assert!(Clock::new(js(r#"{"kind": "unlimited"}"#)).is_ok());
}
