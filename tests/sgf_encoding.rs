//! Character sets: samples in GB2312, Big5, Shift_JIS, EUC-KR and ISO-8859-1 made here with
//! encoding_rs's encoders, and UTF-16 made with the standard library (the Encoding Standard
//! that encoding_rs follows has no UTF-16 encoder).

// Native only: `wasm-pack test` builds every test target for wasm32, where this one has no
// business (it uses native-only dev-dependencies or processes).
#![cfg(not(target_arch = "wasm32"))]

use encoding_rs::{BIG5, EUC_KR, Encoding, GBK, SHIFT_JIS, WINDOWS_1252};
use tengen::sgf::{self, ErrorKind, ReadOptions, WriteOptions};

fn encode(encoding: &'static Encoding, text: &str) -> Vec<u8> {
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{text} is not all in {}", encoding.name());
    bytes.into_owned()
}

fn read(bytes: &[u8]) -> sgf::Parsed {
    sgf::read_bytes(bytes, &ReadOptions::strict()).unwrap()
}

#[test]
fn gb2312_record() {
    let text = "(;CA[GB2312]GM[1]SZ[19]RU[Chinese]KM[3.75]PB[柯洁]PW[李世石]EV[中国围棋甲级联赛]\
                C[黑贴三又四分之三子。]\n;B[pd]C[星位]\n;W[dp])";
    let bytes = encode(GBK, text);
    assert_ne!(bytes, text.as_bytes());
    let parsed = read(&bytes);
    assert_eq!(parsed.charset, "GBK");
    let tree = &parsed.collection.trees[0];
    let info = tree.game_info();
    assert_eq!(info.black.as_deref(), Some("柯洁"));
    assert_eq!(info.white.as_deref(), Some("李世石"));
    assert_eq!(info.event.as_deref(), Some("中国围棋甲级联赛"));
    assert_eq!(info.komi.unwrap().points, 7.5);
    assert_eq!(tree.node(tree.main_line()[1]).comment().as_deref(), Some("星位"));
    // Written back as UTF-8, marked as such, and read back the same.
    let out = parsed.collection.to_sgf();
    assert!(out.contains("CA[UTF-8]") && out.contains("PB[柯洁]"));
    let again = sgf::read_bytes(out.as_bytes(), &ReadOptions::strict()).unwrap();
    assert_eq!(again.charset, "UTF-8");
    assert_eq!(again.collection.trees[0].game_info().black.as_deref(), Some("柯洁"));
}

#[test]
fn big5_record_with_backslash_trail_bytes() {
    // 許 is B3 5C in Big5: its second byte is a backslash, right before "]".
    let text = "(;PB[許家元]PW[許]C[圍棋對局]CA[Big5];B[pd]C[許])";
    let bytes = encode(BIG5, text);
    assert!(bytes.windows(2).any(|w| w == [0x5c, b']']));
    let parsed = read(&bytes);
    assert_eq!(parsed.charset, "Big5");
    let tree = &parsed.collection.trees[0];
    assert_eq!(tree.game_info().black.as_deref(), Some("許家元"));
    assert_eq!(tree.game_info().white.as_deref(), Some("許"));
    assert_eq!(tree.node(tree.main_line()[1]).comment().as_deref(), Some("許"));
}

#[test]
fn shift_jis_euc_kr_and_latin1() {
    let sjis = encode(SHIFT_JIS, "(;CA[Shift_JIS]PB[本因坊秀策]C[表]GN[耳赤の一局])");
    let p = read(&sjis);
    assert_eq!(p.charset, "Shift_JIS");
    assert_eq!(p.collection.trees[0].game_info().black.as_deref(), Some("本因坊秀策"));
    assert_eq!(p.collection.trees[0].root().comment().as_deref(), Some("表"));

    let korean = encode(EUC_KR, "(;CA[EUC-KR]PB[이창호]PW[조훈현])");
    let p = read(&korean);
    assert_eq!(p.charset, "EUC-KR");
    assert_eq!(p.collection.trees[0].game_info().white.as_deref(), Some("조훈현"));

    let latin = encode(WINDOWS_1252, "(;CA[ISO-8859-1]PB[Jürgen Müller]PC[Café])");
    let p = read(&latin);
    assert_eq!(p.collection.trees[0].game_info().black.as_deref(), Some("Jürgen Müller"));
}

fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
    let mut out = Vec::new();
    let units = bom.then_some(0xFEFF).into_iter().chain(text.encode_utf16());
    for u in units {
        out.extend(if big_endian { u.to_be_bytes() } else { u.to_le_bytes() });
    }
    out
}

#[test]
fn utf16_with_and_without_byte_order_marks() {
    let text = "(;GM[1]PB[聂卫平]PW[藤泽秀行]C[围棋];B[pd])";
    for (be, bom, name) in [(false, true, "UTF-16LE"), (true, true, "UTF-16BE"), (false, false, "UTF-16LE"), (true, false, "UTF-16BE")] {
        let p = read(&utf16(text, be, bom));
        assert_eq!(p.charset, name, "be={be} bom={bom}");
        let t = &p.collection.trees[0];
        assert_eq!(t.game_info().black.as_deref(), Some("聂卫平"));
        assert_eq!(t.root().comment().as_deref(), Some("围棋"));
    }
}

#[test]
fn utf8_default_and_bom() {
    let text = "(;PB[芈昱廷];B[pd])";
    assert_eq!(read(text.as_bytes()).charset, "UTF-8");
    let mut with_bom = vec![0xEF, 0xBB, 0xBF];
    with_bom.extend_from_slice(text.as_bytes());
    let p = read(&with_bom);
    assert_eq!(p.collection.trees[0].game_info().black.as_deref(), Some("芈昱廷"));
    // A text string with a BOM reads too.
    assert!(sgf::parse_strict(&format!("\u{feff}{text}")).is_ok());
}

#[test]
fn gb_bytes_without_ca() {
    let bytes = encode(GBK, "(;PB[古力]\nPW[常昊])");
    // Strict: not UTF-8, and nothing says otherwise.
    let e = sgf::read_bytes(&bytes, &ReadOptions::strict()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadEncoding { charset: "UTF-8" });
    assert_eq!((e.line, e.column), (1, 6));
    // Lenient: guessed as GB18030, with a warning.
    let p = sgf::read_bytes(&bytes, &ReadOptions::lenient()).unwrap();
    assert_eq!(p.charset, "gb18030");
    assert_eq!(p.collection.trees[0].game_info().white.as_deref(), Some("常昊"));
    assert!(!p.warnings.is_empty());
}

#[test]
fn ca_that_lies_about_utf8() {
    // An editor converted the file to UTF-8 and left CA[GB2312].
    let text = "(;CA[GB2312]PB[范廷钰]PW[朴廷桓])";
    let p = sgf::read_bytes(text.as_bytes(), &ReadOptions::lenient()).unwrap();
    assert_eq!(p.charset, "UTF-8");
    assert_eq!(p.collection.trees[0].game_info().black.as_deref(), Some("范廷钰"));
    assert_eq!(p.warnings.len(), 1);
}

#[test]
fn unknown_charset() {
    let bytes = b"(;CA[klingon]PB[x])";
    let e = sgf::read_bytes(bytes, &ReadOptions::strict()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::UnknownCharset("klingon".into()));
    let p = sgf::read_bytes(bytes, &ReadOptions::lenient()).unwrap();
    assert_eq!(p.charset, "UTF-8");
    assert_eq!(p.warnings.len(), 1);
}

#[test]
fn invalid_bytes_in_the_declared_charset() {
    // 0xFF is never valid in GBK.
    let bytes = b"(;CA[GBK]\nPB[\xff])";
    let e = sgf::read_bytes(bytes, &ReadOptions::strict()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadEncoding { charset: "GBK" });
    assert_eq!((e.line, e.column), (2, 4));
    let p = sgf::read_bytes(bytes, &ReadOptions::lenient()).unwrap();
    assert_eq!(p.collection.trees[0].game_info().black.as_deref(), Some("\u{fffd}"));
}

#[test]
fn output_is_utf8_with_ca() {
    let bytes = encode(GBK, "(;CA[gb2312]GM[1]C[棋])");
    let p = read(&bytes);
    let out = sgf::write(&p.collection, &WriteOptions::compact());
    assert_eq!(out, "(;FF[4]CA[UTF-8]GM[1]C[棋])\n");
}
