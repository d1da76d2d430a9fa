//! The event file: malformed files refused naming the field, the format document's example,
//! and exact round trips for every system.

#[path = "tournament/helpers.rs"]
mod helpers;

use helpers::{add, play_open_games};
use tengen::tournament::{Event, Settings, System, TournamentError};

/// The field an event file is refused at.
fn refused(text: &str) -> String {
    match Event::from_json(text) {
        Err(TournamentError::BadEvent { field, .. }) => field,
        other => panic!("not refused as badEvent: {other:?}"),
    }
}

#[test]
fn malformed_event_files_are_refused_naming_the_field() {
    let mut e = Event::new(Settings::new("club", System::Swiss)).unwrap();
    for n in ["A", "B", "C"] {
        add(&mut e, n, "3k", "");
    }
    e.pair_next_round().unwrap();
    let good = e.to_json();
    assert!(Event::from_json(&good).is_ok());
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    assert_eq!(refused("not json"), "");
    assert_eq!(refused("[]"), "");
    assert_eq!(
        refused(&edit("\"tengen-tournament\"", "\"other\"")),
        "format"
    );
    assert_eq!(
        refused(&edit("\"version\": 1", "\"version\": 2")),
        "version"
    );
    assert_eq!(
        refused(&edit("\"rank\": \"3k\"", "\"rank\": \"3x\"")),
        "players[0].rank"
    );
    assert_eq!(
        refused(&edit("\"name\": \"B\"", "\"name\": 7")),
        "players[1].name"
    );
    assert_eq!(
        refused(&edit("\"club\": \"\",", "\"club\": \"\", \"colour\": 1,")),
        "players[0].colour"
    );
    assert_eq!(
        refused(&edit("\"system\": \"swiss\"", "\"system\": \"lottery\"")),
        "settings.system"
    );
    assert_eq!(
        refused(&edit("\"rounds\": 5", "\"rounds\": 0")),
        "settings.rounds"
    );
    assert_eq!(refused(&edit("\"id\": 2", "\"id\": 1")), "players[1].id");
    assert_eq!(
        refused(&edit("\"result\": null", "\"result\": \"win\"")),
        "rounds[0].games[0].result"
    );
    assert_eq!(
        refused(&edit("\"white\": null", "\"white\": 99")),
        "rounds[0].games[1].white"
    );
    assert_eq!(
        refused(&edit("\"round\": 1", "\"round\": 2")),
        "rounds[0].round"
    );
    assert_eq!(
        refused(&edit(
            "\"warnings\": []",
            "\"warnings\": [{\"player\": 1, \"round\": 4}]"
        )),
        "warnings[0].round"
    );
    assert_eq!(refused(&edit("\"nextId\": 4", "\"nextId\": 2")), "nextId");
    assert_eq!(
        refused(&edit("\"seeding\": [", "\"seeding\": [3, ")),
        "seeding[3]"
    );
    assert_eq!(refused(&edit("\"warnings\": [],", "")), "warnings");
    let missing = good.replacen("\"ties\": []", "\"x\": 0", 1);
    assert_eq!(refused(&missing), "x");
    // The message names the field in both languages.
    let err = Event::from_json(&edit("\"rank\": \"3k\"", "\"rank\": \"3x\"")).unwrap_err();
    assert!(
        err.message_en().contains("players[0].rank")
            && err.message_zh().contains("players[0].rank")
    );
}

#[test]
fn the_example_in_the_format_document_loads_round_trips_and_ranks_as_worked_by_hand() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/tournament-format.md"
    ))
    .unwrap();
    let start = doc
        .find("<!-- example-event -->\n```json\n")
        .expect("the example's marker")
        + "<!-- example-event -->\n```json\n".len();
    let end = start + doc[start..].find("\n```").unwrap();
    let text = &doc[start..end];
    let e = Event::from_json(text).unwrap();
    assert_eq!(
        e.to_json(),
        text,
        "the example is exactly what the engine writes"
    );
    // The document's worked example: P1 3.5, P4 2.5, P3 1.5, P2 0.5 (P2 also has a warning).
    let s = e.standings();
    assert_eq!(s.iter().map(|r| r.id).collect::<Vec<_>>(), vec![1, 4, 3, 2]);
    assert_eq!(
        s.iter().map(|r| r.total).collect::<Vec<_>>(),
        vec![3.5, 2.5, 1.5, 0.5]
    );
    assert_eq!(s[3].warnings, 1);
}

#[test]
fn options_and_player_details_are_refused_naming_the_field() {
    use serde_json::json;
    use tengen::tournament::file::{player_info_from_json, settings_from_json};
    let field = |v: serde_json::Value| match settings_from_json(&v) {
        Err(TournamentError::BadSettings { field, .. }) => field,
        other => panic!("{v}: {other:?}"),
    };
    assert_eq!(
        field(json!({ "name": "x", "system": "swiss", "rounds": 0 })),
        "rounds"
    );
    assert_eq!(
        field(json!({ "name": "x", "system": "roundRobin", "boards": 4 })),
        "boards"
    );
    assert_eq!(field(json!({ "system": "swiss" })), "name");
    assert_eq!(
        field(json!({ "name": "x", "system": "swiss", "colour": 1 })),
        "colour"
    );
    assert_eq!(field(json!({ "name": "x", "system": "cup" })), "system");
    assert_eq!(
        field(json!({ "name": "x", "system": "match", "gamesPerMatch": 4 })),
        "gamesPerMatch"
    );
    assert_eq!(
        field(
            json!({ "name": "x", "system": "swiss", "rankEvent": { "promotion": { "wins": 0 } } })
        ),
        "rankEvent.promotion.wins"
    );
    assert_eq!(
        field(json!({ "name": "x", "system": "swiss", "shareds": "no" })),
        "shareds"
    );
    let (s, id) =
        settings_from_json(&json!({ "name": "x", "system": "doubleKnockout", "id": "cup-1" }))
            .unwrap();
    assert_eq!((s.lives, id.as_deref()), (Some(2), Some("cup-1")));
    match player_info_from_json(&json!({ "name": "A", "rank": "99k" })) {
        Err(TournamentError::BadSettings { field, .. }) => assert_eq!(field, "rank"),
        other => panic!("{other:?}"),
    }
    assert!(player_info_from_json(&json!({ "name": "A", "rank": "5级", "club": "Xuhui" })).is_ok());
}

#[test]
fn every_system_round_trips_exactly_through_the_file() {
    for system in System::ALL {
        let mut settings = Settings::new("every system", system);
        if matches!(system, System::TeamRoundRobin | System::TeamSwiss) {
            settings.boards = Some(2);
        }
        settings.shareds = false;
        let mut e = Event::new(settings).unwrap();
        let teams: &[&str] = match system {
            System::TeamRoundRobin | System::TeamSwiss => &["A", "B", "C"],
            System::TeamAllPlay | System::Challenge => &["A", "B"],
            System::Match => &[""],
            _ => &["", "", "", "", ""],
        };
        let per_team = if system == System::Match || system.is_team() {
            2
        } else {
            1
        };
        for (t, team) in teams.iter().enumerate() {
            for i in 0..per_team {
                add(
                    &mut e,
                    &format!("P{t}.{i}"),
                    &format!("{}k", t + i + 1),
                    team,
                );
            }
        }
        for _ in 0..3 {
            if e.pair_next_round().is_err() {
                break;
            }
            let r = e.rounds.len() as u32;
            play_open_games(&mut e, r, |x, y| Some(x.max(y)));
        }
        e.warn(e.players[0].id, 1).unwrap();
        e.decide_tie(&[e.players[1].id, e.players[0].id]).unwrap();
        let text = e.to_json();
        let back = Event::from_json(&text).unwrap_or_else(|err| panic!("{system}: {err}"));
        assert_eq!(back, e, "{system}");
        assert_eq!(back.to_json(), text, "{system}");
    }
}
