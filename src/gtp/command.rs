//! The text layer of GTP version 2: preprocessing of input lines, commands with their optional
//! ids, and the formatting of responses.

use std::fmt;

/// Applies the preprocessing of GTP 2 (section 3.1) to one input line: control characters other
/// than tab and newline are removed, everything from a `#` on is a comment, tabs become spaces.
/// Returns `None` when nothing but white space is left (the line is then ignored).
#[must_use]
pub fn preprocess(line: &str) -> Option<String> {
    let without_comment = line.split('#').next().unwrap_or("");
    let cleaned: String = without_comment
        .chars()
        .filter(|&c| c == '\t' || c == '\n' || !c.is_control())
        .map(|c| if c == '\t' || c == '\n' { ' ' } else { c })
        .collect();
    let trimmed = cleaned.trim();
    if trimmed.is_empty() { None } else { Some(trimmed.to_string()) }
}

/// One command: `[id] command_name [arguments]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The optional numeric id, echoed in the response.
    pub id: Option<u64>,
    /// The command name as sent (GTP command names are case-sensitive).
    pub name: String,
    pub args: Vec<String>,
}

impl Command {
    /// Parses a preprocessed line. A leading word of digits is the id.
    #[must_use]
    pub fn parse(line: &str) -> Option<Command> {
        let mut words = line.split_whitespace();
        let first = words.next()?;
        let (id, name) = match first.parse::<u64>() {
            Ok(id) if first.bytes().all(|b| b.is_ascii_digit()) => (Some(id), words.next().unwrap_or("")),
            _ => (None, first),
        };
        Some(Command { id, name: name.to_string(), args: words.map(str::to_string).collect() })
    }
}

/// The outcome of a command: success with a (possibly empty, possibly multi-line) text, or
/// failure with an error message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub id: Option<u64>,
    pub result: Result<String, String>,
}

impl Response {
    #[must_use]
    pub fn success(id: Option<u64>, text: impl Into<String>) -> Response {
        Response { id, result: Ok(text.into()) }
    }

    #[must_use]
    pub fn failure(id: Option<u64>, message: impl Into<String>) -> Response {
        Response { id, result: Err(message.into()) }
    }

    #[must_use]
    pub fn is_success(&self) -> bool {
        self.result.is_ok()
    }

    /// The text after `=` or `?` (without the id).
    #[must_use]
    pub fn text(&self) -> &str {
        match &self.result {
            Ok(t) | Err(t) => t,
        }
    }
}

impl fmt::Display for Response {
    /// `=id text` or `?id message`, then the empty line that ends every response. A response
    /// never contains an empty line of its own (it would end the response early).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mark, text) = match &self.result {
            Ok(t) => ('=', t),
            Err(t) => ('?', t),
        };
        let id = self.id.map(|id| id.to_string()).unwrap_or_default();
        // An empty line inside a response would end it early: such lines become one space.
        let body: Vec<&str> = text
            .trim_end_matches('\n')
            .split('\n')
            .enumerate()
            .map(|(i, line)| if line.is_empty() && i > 0 { " " } else { line })
            .collect();
        let body = body.join("\n");
        write!(f, "{mark}{id} {body}\n\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocessing_removes_comments_controls_and_tabs() {
        assert_eq!(preprocess("  # a comment"), None);
        assert_eq!(preprocess(""), None);
        assert_eq!(preprocess(" \t \r"), None);
        assert_eq!(preprocess("play\tb\x07 d4 # there\r").as_deref(), Some("play b d4"));
        assert_eq!(preprocess("12 name").as_deref(), Some("12 name"));
    }

    #[test]
    fn ids_are_optional_numbers() {
        let c = Command::parse("12 play b d4").unwrap();
        assert_eq!((c.id, c.name.as_str(), c.args.len()), (Some(12), "play", 2));
        let c = Command::parse("name").unwrap();
        assert_eq!((c.id, c.name.as_str()), (None, "name"));
        // A lone number is an id with an empty command name.
        let c = Command::parse("7").unwrap();
        assert_eq!((c.id, c.name.as_str()), (Some(7), ""));
        // Signs are not ids.
        assert_eq!(Command::parse("+7 name").unwrap().id, None);
    }

    #[test]
    fn responses_format_with_id_and_blank_line() {
        assert_eq!(Response::success(None, "").to_string(), "= \n\n");
        assert_eq!(Response::success(Some(3), "2").to_string(), "=3 2\n\n");
        assert_eq!(Response::failure(Some(4), "illegal move").to_string(), "?4 illegal move\n\n");
        assert_eq!(Response::success(None, "\nA\nB\n").to_string(), "= \nA\nB\n\n");
        assert_eq!(Response::success(None, "A\n\nB").to_string(), "= A\n \nB\n\n");
    }
}
