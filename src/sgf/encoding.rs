//! Character sets: turning the bytes of an SGF file into text.
//!
//! The order of evidence, first match wins:
//!
//! 1. A byte-order mark: UTF-8 (`EF BB BF`), UTF-16LE (`FF FE`) or UTF-16BE (`FE FF`).
//! 2. UTF-16 without a mark, recognised by the zero bytes of its ASCII characters.
//! 3. The root node's `CA` property (GB2312, GBK, GB18030, Big5, Shift_JIS, EUC-KR,
//!    ISO-8859-1, UTF-8 and every other label the WHATWG Encoding Standard knows, plus a few
//!    Windows code page names such as `CP936`). Labels follow the Encoding Standard, under
//!    which `GB2312` is read as its superset GBK and `ISO-8859-1` as windows-1252.
//!    In lenient mode a record whose `CA` names another set but whose bytes are valid UTF-8
//!    with non-ASCII characters is read as UTF-8 (editors often convert files and leave `CA`).
//! 4. No `CA`: UTF-8. In lenient mode, bytes that are not UTF-8 are read as GB18030 if they
//!    are valid GB18030 (Chinese records are the common case), else as windows-1252, with a
//!    warning.
//!
//! Decoding uses `encoding_rs`. Strict mode reports bytes that are invalid in the chosen set as
//! an error with their line and column; lenient mode replaces them with U+FFFD and warns.

use encoding_rs::{Encoding, GB18030, UTF_8, UTF_16BE, UTF_16LE, WINDOWS_1252};

use super::error::{ErrorKind, Position, SgfError, Warnings, excerpt};
use super::Mode;

/// The character set for a `CA` label, if tengen knows it. Case and surrounding spaces do not
/// matter.
#[must_use]
pub fn charset_for_label(label: &str) -> Option<&'static Encoding> {
    let l = label.trim().to_ascii_lowercase();
    let alias = match l.as_str() {
        "cp936" | "ms936" | "windows-936" | "gb" | "euc-cn" | "euccn" => "gbk",
        "cp950" | "ms950" | "windows-950" | "big-5" => "big5",
        "cp949" | "ms949" | "uhc" | "euckr" => "euc-kr",
        "cp932" | "shiftjis" | "shift-jis" => "shift_jis",
        "utf8" | "utf-8n" => "utf-8",
        "latin-1" | "iso8859-1" | "iso_8859_1" => "iso-8859-1",
        _ => l.as_str(),
    };
    Encoding::for_label(alias.as_bytes())
}

/// Finds the value of `CA` in the root node of raw bytes, without decoding them.
///
/// Reads the root node as SGF bytes; multi-byte characters of Big5, GBK or Shift_JIS can hide
/// a `]` or `\` inside a character before `CA`, so if that fails, looks for `CA[` naming a
/// known character set in the first 64 KiB.
fn find_ca(bytes: &[u8]) -> Option<String> {
    let value_at = |start: usize| -> Option<String> {
        let rest = bytes.get(start..)?;
        let end = rest.iter().take(200).position(|&b| b == b']')?;
        Some(String::from_utf8_lossy(&rest[..end]).trim().to_string())
    };
    // 1. Read the root node.
    let mut i = bytes.iter().position(|&b| b == b'(')? + 1;
    let skip_space = |i: &mut usize| {
        while bytes.get(*i).is_some_and(|b| b.is_ascii_whitespace()) {
            *i += 1;
        }
    };
    skip_space(&mut i);
    if bytes.get(i) == Some(&b';') {
        i += 1;
    }
    loop {
        skip_space(&mut i);
        let start = i;
        while bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
            i += 1;
        }
        if i == start {
            break;
        }
        let is_ca = bytes[start..i].iter().filter(|b| b.is_ascii_uppercase()).eq(b"CA".iter());
        skip_space(&mut i);
        let mut any = false;
        while bytes.get(i) == Some(&b'[') {
            any = true;
            if is_ca {
                return value_at(i + 1);
            }
            i += 1;
            loop {
                match bytes.get(i) {
                    None => return None,
                    Some(b'\\') => i += 2,
                    Some(b']') => break,
                    _ => i += 1,
                }
            }
            i += 1;
            skip_space(&mut i);
        }
        if !any {
            break;
        }
    }
    // 2. Look for "CA[" not preceded by another letter, naming a known character set.
    let head = &bytes[..bytes.len().min(64 * 1024)];
    head.windows(3)
        .enumerate()
        .filter(|&(k, w)| w == b"CA[" && (k == 0 || !head[k - 1].is_ascii_alphabetic()))
        .filter_map(|(k, _)| value_at(k + 3))
        .find(|label| charset_for_label(label).is_some())
}

/// Recognises UTF-16 without a byte-order mark from the zero bytes of ASCII text.
fn sniff_utf16(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(256) & !1];
    if head.len() < 4 {
        return None;
    }
    let pairs = head.len() / 2;
    let even_zero = head.iter().step_by(2).filter(|&&b| b == 0).count();
    let odd_zero = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
    // SGF's structure is ASCII: at least half the code units have a zero high byte, and
    // almost no low byte is zero.
    if odd_zero * 2 >= pairs && even_zero * 10 <= odd_zero {
        Some(UTF_16LE)
    } else if even_zero * 2 >= pairs && odd_zero * 10 <= even_zero {
        Some(UTF_16BE)
    } else {
        None
    }
}

/// The line and column of a byte offset in undecoded bytes (columns count bytes).
fn byte_position(bytes: &[u8], offset: usize) -> Position {
    let before = &bytes[..offset.min(bytes.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    Position::new(u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(offset - line_start + 1).unwrap_or(u32::MAX))
}

/// Decodes without replacement; on failure, the offset of the first bad byte.
fn decode_exact(encoding: &'static Encoding, bytes: &[u8]) -> Result<String, usize> {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let cap = decoder.max_utf8_buffer_length_without_replacement(bytes.len()).unwrap_or(bytes.len().saturating_mul(3));
    let mut out = String::with_capacity(cap);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut out, true);
    match result {
        encoding_rs::DecoderResult::InputEmpty => Ok(out),
        encoding_rs::DecoderResult::Malformed(bad, extra) => {
            Err(read.saturating_sub(usize::from(bad) + usize::from(extra)))
        }
        // Cannot happen with a buffer of the maximum length; treat as the end of the input.
        encoding_rs::DecoderResult::OutputFull => Err(read),
    }
}

/// Decodes the bytes of an SGF file. Returns the text and the name of the character set used.
pub(crate) fn decode(bytes: &[u8], mode: Mode, warnings: &mut Warnings) -> Result<(String, &'static str), SgfError> {
    let lenient = mode == Mode::Lenient;
    // 1 and 2: byte-order marks and unmarked UTF-16 decide by themselves.
    let (encoding, body) = match Encoding::for_bom(bytes) {
        Some((enc, bom_len)) => (Some(enc), &bytes[bom_len..]),
        None => (sniff_utf16(bytes), bytes),
    };
    if let Some(enc) = encoding {
        return finish(enc, body, mode, warnings);
    }
    // 3: CA.
    if let Some(label) = find_ca(bytes) {
        match charset_for_label(&label) {
            // CA could be read as ASCII, so the file is not UTF-16 whatever CA says (it was
            // converted and CA left behind).
            Some(enc) if enc == UTF_8 || enc == UTF_16LE || enc == UTF_16BE => {
                return finish(UTF_8, bytes, mode, warnings);
            }
            Some(enc) => {
                if lenient && !bytes.is_ascii() && std::str::from_utf8(bytes).is_ok() {
                    warnings.push(SgfError::unplaced(ErrorKind::BadEncoding { charset: enc.name() }));
                    return finish(UTF_8, bytes, mode, warnings);
                }
                return finish(enc, bytes, mode, warnings);
            }
            None => {
                let e = SgfError::unplaced(ErrorKind::UnknownCharset(excerpt(&label)));
                if !lenient {
                    return Err(e);
                }
                warnings.push(e);
            }
        }
    }
    // 4: UTF-8, or a guess.
    match decode_exact(UTF_8, bytes) {
        Ok(text) => Ok((text, UTF_8.name())),
        Err(at) if !lenient => {
            Err(SgfError::new(ErrorKind::BadEncoding { charset: UTF_8.name() }, byte_position(bytes, at)))
        }
        Err(at) => {
            warnings.push(SgfError::new(ErrorKind::BadEncoding { charset: UTF_8.name() }, byte_position(bytes, at)));
            let guess = if decode_exact(GB18030, bytes).is_ok() { GB18030 } else { WINDOWS_1252 };
            finish(guess, bytes, mode, warnings)
        }
    }
}

fn finish(
    encoding: &'static Encoding,
    bytes: &[u8],
    mode: Mode,
    warnings: &mut Warnings,
) -> Result<(String, &'static str), SgfError> {
    match decode_exact(encoding, bytes) {
        Ok(text) => Ok((text, encoding.name())),
        Err(at) => {
            let e = SgfError::new(ErrorKind::BadEncoding { charset: encoding.name() }, byte_position(bytes, at));
            if mode == Mode::Strict {
                return Err(e);
            }
            warnings.push(e);
            let (text, _) = encoding.decode_without_bom_handling(bytes);
            Ok((text.into_owned(), encoding.name()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(charset_for_label("GB2312"), Some(encoding_rs::GBK));
        assert_eq!(charset_for_label(" cp936 "), Some(encoding_rs::GBK));
        assert_eq!(charset_for_label("Big5"), Some(encoding_rs::BIG5));
        assert_eq!(charset_for_label("UTF8"), Some(UTF_8));
        assert_eq!(charset_for_label("Shift_JIS"), Some(encoding_rs::SHIFT_JIS));
        assert_eq!(charset_for_label("EUC-KR"), Some(encoding_rs::EUC_KR));
        assert_eq!(charset_for_label("ISO-8859-1"), Some(WINDOWS_1252));
        assert_eq!(charset_for_label("klingon"), None);
    }

    #[test]
    fn finds_ca_in_root() {
        assert_eq!(find_ca(b"(;FF[4]CA[gb2312]SZ[19])").as_deref(), Some("gb2312"));
        assert_eq!(find_ca(b"(;C[say CA[x]]FF[4])"), None);
        assert_eq!(find_ca(b"(;FF[4]\n  CA [Big5])").as_deref(), Some("Big5"));
        // A Big5 character whose second byte is a backslash hides the end of PB's value.
        assert_eq!(find_ca(b"(;PB[\xb3\x5c]CA[big5])").as_deref(), Some("big5"));
    }

    #[test]
    fn sniffs_utf16() {
        let le: Vec<u8> = "(;FF[4])".encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = "(;FF[4])".encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(sniff_utf16(&le), Some(UTF_16LE));
        assert_eq!(sniff_utf16(&be), Some(UTF_16BE));
        assert_eq!(sniff_utf16(b"(;FF[4])"), None);
    }

    #[test]
    fn stale_utf16_label_reads_as_utf8() {
        let mut w = Warnings::new(10);
        let (text, charset) = decode("(;CA[UTF-16]PB[黑])".as_bytes(), Mode::Strict, &mut w).unwrap();
        assert_eq!(charset, "UTF-8");
        assert!(text.contains('黑'));
    }

    #[test]
    fn byte_positions() {
        assert_eq!(byte_position(b"ab\ncd", 4), Position::new(2, 2));
    }
}
