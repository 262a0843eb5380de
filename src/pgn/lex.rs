//! PGN text to tokens, in one pass over the bytes.

/// A token's kind, with the text it stands for (borrowed from the input).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    /// `[Name "value"]`: the value still escaped.
    Tag(&'a str, &'a str),
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
    /// Text that cannot be read; nothing after it is.
    Error(&'static str),
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub tok: Tok<'a>,
    /// The line the token starts on, counting from 1.
    pub line: u32,
}

/// Whether `b` ends a word.
fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$')
}

/// The tokens of `text`. Reading stops at the first error, which is the last token.
pub(super) fn lex(text: &str) -> Vec<Token<'_>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut line = 1u32;
    let mut i = 0;
    let count_lines = |from: usize, to: usize| bytes[from..to].iter().filter(|&&b| b == b'\n').count() as u32;
    while i < bytes.len() {
        let b = bytes[i];
        let start_line = line;
        let mut push = |tok| tokens.push(Token { tok, line: start_line });
        match b {
            b'\n' => {
                line += 1;
                i += 1;
            }
            _ if b.is_ascii_whitespace() => i += 1,
            // A byte-order mark inside the text (files joined together) is white space.
            0xEF if bytes[i..].starts_with("\u{feff}".as_bytes()) => i += 3,
            // An escape line: ignored.
            b'%' if i == 0 || bytes[i - 1] == b'\n' => {
                i = memchr(b'\n', bytes, i).unwrap_or(bytes.len());
            }
            b'{' => match memchr(b'}', bytes, i + 1) {
                Some(end) => {
                    push(Tok::Comment(text.get(i + 1..end).unwrap_or_default()));
                    line += count_lines(i, end);
                    i = end + 1;
                }
                None => {
                    push(Tok::Error("a comment '{' is never closed with '}'"));
                    break;
                }
            },
            b';' => {
                let end = memchr(b'\n', bytes, i).unwrap_or(bytes.len());
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
                    push(Tok::Tag(name, value));
                    i = end;
                }
                None => {
                    push(Tok::Error("a tag must be written [Name \"value\"]"));
                    break;
                }
            },
            b'$' => {
                let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
                match text.get(i + 1..i + 1 + digits).unwrap_or_default().parse::<u8>() {
                    Ok(n) => push(Tok::Nag(n)),
                    Err(_) => {
                        push(Tok::Error("a NAG must be '$' and a number from 0 to 255"));
                        break;
                    }
                }
                i += 1 + digits;
            }
            b'}' | b']' => {
                push(Tok::Error("a closing '}' or ']' with nothing opened"));
                break;
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
    tokens
}

/// The first `needle` in `bytes` from `from`.
fn memchr(needle: u8, bytes: &[u8], from: usize) -> Option<usize> {
    bytes[from..].iter().position(|&b| b == needle).map(|p| from + p)
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

/// A tag value with its escapes (`\"`, `\\`) read. A carriage return becomes a space, as the
/// writer writes it (a tag value is one line).
pub(super) fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        let c = if c == '\\' { chars.next() } else { Some(c) };
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
        lex(text).into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn tokens() {
        assert_eq!(
            kinds("\u{feff}[Event \"a \\\"b\\\"\"]\n\n1. e4 {c} (1. d4 $14) ; x\n% skipped\n1-0"),
            vec![
                Tok::Tag("Event", "a \\\"b\\\""),
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
        assert_eq!(unescape("a \\\"b\\\" \\\\"), "a \"b\" \\");
        assert_eq!(unescape("a\rb\\\r"), "a b ");
        assert_eq!(lex("1. e4\n{two\nlines}\ne5")[3].line, 4);
    }

    #[test]
    fn errors_end_the_tokens() {
        assert_eq!(
            kinds("1. e4 {never closed").last(),
            Some(&Tok::Error("a comment '{' is never closed with '}'"))
        );
        assert!(matches!(kinds("[Event").last(), Some(Tok::Error(_))));
        assert!(matches!(kinds("e4 $999").last(), Some(Tok::Error(_))));
    }
}
