//! PGN text to tokens, in one pass over the bytes. Nothing stops it: what is not PGN is read
//! as its one plausible meaning, or skipped, and said as a repair.

use super::RepairKind;

/// A token's kind, with the text it stands for (borrowed from the input).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    /// `[Name "value"]`: the value still escaped, unless `literal` (a tag read leniently,
    /// whose backslashes and quotes are the value's own).
    Tag(&'a str, &'a str, bool),
    /// `{...}` or `;...` to the end of the line: the text inside.
    Comment(&'a str),
    Open,
    Close,
    /// `$n`.
    Nag(u8),
    /// `1-0`, `0-1`, `1/2-1/2`, `½-½` or `*`.
    Result(&'a str),
    /// Anything else: a move with its number and suffixes, a move number, a symbol.
    Word(&'a str),
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub tok: Tok<'a>,
    /// The line the token starts on, counting from 1.
    pub line: u32,
    /// Where the token starts in the text, in bytes.
    pub at: usize,
}

/// What the lexer skipped or read leniently: its line, the token it came before (by index),
/// its kind and the text written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct LexRepair<'a> {
    pub line: u32,
    pub before: usize,
    pub kind: RepairKind,
    pub written: &'a str,
}

/// Whether `b` ends a word.
fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$')
}

/// Whether `bytes[i]` ends a line: a line feed, or a carriage return not followed by one (old
/// Mac files end lines with a carriage return alone).
fn is_line_end(bytes: &[u8], i: usize) -> bool {
    bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
}

/// Where the line holding `from` ends (its line end, or the text's end).
fn line_end(bytes: &[u8], from: usize) -> usize {
    (from..bytes.len())
        .find(|&i| is_line_end(bytes, i))
        .unwrap_or(bytes.len())
}

/// Whether `at` starts its line, but for white space.
fn starts_line(bytes: &[u8], at: usize) -> bool {
    bytes[..at]
        .iter()
        .rev()
        .take_while(|&&b| b != b'\n' && b != b'\r')
        .all(|b| b.is_ascii_whitespace())
}

/// The tokens of `text`, and what was repaired on the way.
pub(super) fn lex(text: &str) -> (Vec<Token<'_>>, Vec<LexRepair<'_>>) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let bytes = text.as_bytes();
    let mut tokens: Vec<Token> = Vec::new();
    let mut repairs = Vec::new();
    let mut line = 1u32;
    let mut i = 0;
    let count_lines = |from: usize, to: usize| (from..to).filter(|&k| is_line_end(bytes, k)).count() as u32;
    while i < bytes.len() {
        let b = bytes[i];
        let start_line = line;
        let at = i;
        let mut push = |tok| {
            tokens.push(Token {
                tok,
                line: start_line,
                at,
            })
        };
        // (The page module keeps only that there was a repair: see pgn::Say.)
        let mut repair = |kind, end: usize, before| {
            repairs.push(LexRepair {
                line: start_line,
                before,
                kind,
                written: if super::LENIENT {
                    text.get(at..end).unwrap_or_default()
                } else {
                    ""
                },
            })
        };
        match b {
            _ if is_line_end(bytes, i) => {
                line += 1;
                i += 1;
            }
            _ if b.is_ascii_whitespace() => i += 1,
            // A byte-order mark inside the text (files joined together) is white space.
            0xEF if bytes[i..].starts_with("\u{feff}".as_bytes()) => i += 3,
            // An escape line: ignored, as the standard says.
            b'%' if i == 0 || bytes[i - 1] == b'\n' || bytes[i - 1] == b'\r' => {
                i = line_end(bytes, i);
            }
            b'{' => match memchr(b'}', bytes, i + 1) {
                Some(end) => {
                    push(Tok::Comment(text.get(i + 1..end).unwrap_or_default()));
                    line += count_lines(i, end);
                    i = end + 1;
                }
                None => {
                    // Never closed: the comment runs to the next game's tags, or the end.
                    let next = if super::LENIENT {
                        next_tag_line(bytes, i + 1)
                    } else {
                        None
                    };
                    let end = next.unwrap_or(bytes.len());
                    push(Tok::Comment(text.get(i + 1..end).unwrap_or_default().trim_end()));
                    let before = tokens.len();
                    repair(RepairKind::CommentUnclosed, i + 1, before);
                    line += count_lines(i, end);
                    i = end;
                }
            },
            b';' => {
                let end = line_end(bytes, i);
                push(Tok::Comment(
                    text.get(i + 1..end).unwrap_or_default().trim_end_matches('\r'),
                ));
                i = end;
            }
            b'(' => {
                push(Tok::Open);
                i += 1;
            }
            b')' => {
                push(Tok::Close);
                i += 1;
            }
            b'[' => match tag(text, i) {
                Some((name, value, end)) => {
                    push(Tok::Tag(name, value, false));
                    i = end;
                }
                // (The page module leaves the text to the worker module, which reads it.)
                None if super::LENIENT && starts_line(bytes, i) => {
                    let end = line_end(bytes, i);
                    let lenient = if super::LENIENT {
                        lenient_tag(text.get(i..end).unwrap_or_default())
                    } else {
                        None
                    };
                    match lenient {
                        Some((name, value, kind)) => {
                            push(Tok::Tag(name, value, true));
                            let before = tokens.len() - 1;
                            repair(kind, end, before);
                        }
                        None => {
                            let before = tokens.len();
                            repair(RepairKind::Stray, end, before);
                        }
                    }
                    i = end;
                }
                None => {
                    let before = tokens.len();
                    repair(RepairKind::Stray, i + 1, before);
                    i += 1;
                }
            },
            b'$' => {
                let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
                match text.get(i + 1..i + 1 + digits).unwrap_or_default().parse::<u8>() {
                    Ok(n) => push(Tok::Nag(n)),
                    Err(_) => {
                        let before = tokens.len();
                        repair(RepairKind::Stray, i + 1 + digits, before);
                    }
                }
                i += 1 + digits;
            }
            b'}' | b']' => {
                let before = tokens.len();
                repair(RepairKind::Stray, i + 1, before);
                i += 1;
            }
            _ => {
                let mut end = i + 1;
                while end < bytes.len() && !ends_word(bytes[end]) {
                    end += 1;
                }
                let word = text.get(i..end).unwrap_or_default();
                push(match word {
                    "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" => Tok::Result(word),
                    _ => Tok::Word(word),
                });
                i = end;
            }
        }
    }
    (tokens, repairs)
}

/// The first `needle` in `bytes` from `from`.
fn memchr(needle: u8, bytes: &[u8], from: usize) -> Option<usize> {
    bytes[from..].iter().position(|&b| b == needle).map(|p| from + p)
}

/// Where the next line that starts with a tag (`[Name "`) starts, after `from`.
fn next_tag_line(bytes: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(at) = memchr(b'[', bytes, i) {
        let name = bytes[at + 1..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        let after = bytes[at + 1 + name..].iter().find(|&&b| b != b' ');
        if name > 0 && after == Some(&b'"') && starts_line(bytes, at) {
            return Some(at);
        }
        i = at + 1;
    }
    None
}

/// A tag starting at `text[at] == '['`: its name, escaped value, and where it ends.
fn tag(text: &str, at: usize) -> Option<(&str, &str, usize)> {
    let bytes = text.as_bytes();
    let mut i = at + 1;
    let skip_space = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() && bytes[i] != b'\n' {
            i += 1;
        }
        i
    };
    i = skip_space(i);
    let name_start = i;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    let name = text.get(name_start..i)?;
    i = skip_space(i);
    if name.is_empty() || bytes.get(i) != Some(&b'"') {
        return None;
    }
    let value_start = i + 1;
    i = value_start;
    loop {
        match bytes.get(i)? {
            b'\\' => i += 2,
            b'"' => break,
            b'\n' => return None,
            _ => i += 1,
        }
    }
    let value = text.get(value_start..i)?;
    i = skip_space(i + 1);
    (bytes.get(i) == Some(&b']')).then_some((name, value, i + 1))
}

/// A line starting with `[` that is not a tag as the standard writes one, read as the tag it
/// plainly is: its name, its value (as written: quotes and backslashes are its own) and what
/// was wrong. `None` when no name follows the bracket.
fn lenient_tag(line: &str) -> Option<(&str, &str, RepairKind)> {
    let inner = line.strip_prefix('[')?.trim_end();
    let (inner, closed) = match inner.strip_suffix(']') {
        Some(inner) => (inner, true),
        None => (inner, false),
    };
    let inner = inner.trim_start();
    let name_len = inner
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let name = inner.get(..name_len).filter(|n| !n.is_empty())?;
    let rest = inner.get(name_len..)?.trim();
    let Some(quoted) = rest.strip_prefix('"') else {
        return Some((name, rest, RepairKind::TagUnquoted));
    };
    let (value, kind) = match quoted.strip_suffix('"') {
        Some(value) if value.contains('"') => (value, RepairKind::TagQuotes),
        Some(value) if value.ends_with('\\') => (value, RepairKind::TagBackslash),
        Some(value) if closed => (value, RepairKind::TagQuotes),
        Some(value) => (value, RepairKind::TagUnclosed),
        None => (quoted, RepairKind::TagUnclosed),
    };
    Some((name, value, kind))
}

/// A tag value with its escapes (`\"`, `\\`) read, or as written when `literal`. A carriage
/// return becomes a space, as the writer writes it (a tag value is one line).
pub(super) fn unescape(value: &str, literal: bool) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        let c = if c == '\\' && !literal { chars.next() } else { Some(c) };
        match c {
            Some('\r') => out.push(' '),
            Some(c) => out.push(c),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Tok<'_>> {
        lex(text).0.into_iter().map(|t| t.tok).collect()
    }

    fn repaired(text: &str) -> Vec<(u32, RepairKind, &str)> {
        lex(text).1.into_iter().map(|r| (r.line, r.kind, r.written)).collect()
    }

    #[test]
    fn tokens() {
        assert_eq!(
            kinds("\u{feff}[Event \"a \\\"b\\\"\"]\n\n1. e4 {c} (1. d4 $14) ; x\n% skipped\n1-0"),
            vec![
                Tok::Tag("Event", "a \\\"b\\\"", false),
                Tok::Word("1."),
                Tok::Word("e4"),
                Tok::Comment("c"),
                Tok::Open,
                Tok::Word("1."),
                Tok::Word("d4"),
                Tok::Nag(14),
                Tok::Close,
                Tok::Comment(" x"),
                Tok::Result("1-0"),
            ]
        );
        assert_eq!(unescape("a \\\"b\\\" \\\\", false), "a \"b\" \\");
        assert_eq!(unescape("a\rb\\\r", false), "a b ");
        assert_eq!(unescape("C:\\", true), "C:\\");
        assert_eq!(lex("1. e4\n{two\nlines}\ne5").0[3].line, 4);
        // Lines ended by a carriage return alone count as lines.
        assert_eq!(
            lex("1. e4\re5\r\r; x\rNf3")
                .0
                .iter()
                .map(|t| t.line)
                .collect::<Vec<_>>(),
            [1, 1, 2, 4, 5]
        );
    }

    #[test]
    fn tags_are_read_as_plainly_meant_and_said() {
        let text = "[Annotator \"Smith \"the great\"\"]\n[Site \"C:\\\"]\n[Event \"Open\n[Round 3]\n[White \"A\"";
        assert_eq!(
            kinds(text),
            vec![
                Tok::Tag("Annotator", "Smith \"the great\"", true),
                Tok::Tag("Site", "C:\\", true),
                Tok::Tag("Event", "Open", true),
                Tok::Tag("Round", "3", true),
                Tok::Tag("White", "A", true),
            ]
        );
        let kinds: Vec<_> = repaired(text).into_iter().map(|(line, kind, _)| (line, kind)).collect();
        assert_eq!(
            kinds,
            [
                (1, RepairKind::TagQuotes),
                (2, RepairKind::TagBackslash),
                (3, RepairKind::TagUnclosed),
                (4, RepairKind::TagUnquoted),
                (5, RepairKind::TagUnclosed),
            ]
        );
    }

    #[test]
    fn nothing_stops_the_tokens() {
        // A comment never closed runs to the next game's tags.
        let (tokens, repairs) = lex("1. e4 {never closed\n1-0\n\n[Event \"x\"]\n1. d4");
        assert_eq!(tokens[2].tok, Tok::Comment("never closed\n1-0"));
        assert_eq!(tokens[3].tok, Tok::Tag("Event", "x", false));
        assert_eq!(tokens[3].line, 4);
        assert_eq!(repairs[0].kind, RepairKind::CommentUnclosed);
        assert_eq!(
            kinds("e4 $999 e5 } ] [x e6"),
            [Tok::Word("e4"), Tok::Word("e5"), Tok::Word("x"), Tok::Word("e6")]
        );
        assert_eq!(
            repaired("e4 $999 e5 } ]"),
            [
                (1, RepairKind::Stray, "$999"),
                (1, RepairKind::Stray, "}"),
                (1, RepairKind::Stray, "]")
            ]
        );
    }
}
