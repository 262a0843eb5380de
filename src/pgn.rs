//! PGN in and out: files of many games, tags, comments, nested variations, NAGs, shapes and
//! other `[%...]` commands, null moves, and moves in SAN or UCI. Reading builds a
//! [`GameTree`]; writing a tree and reading it back gives the same tree.
//!
//! Hostile input never freezes or crashes the reader: it works in one pass with no recursion,
//! variations nest at most [`MAX_DEPTH`] deep, and every error names its line.

mod lex;
mod write;

use crate::board::Position;
use crate::tree::{GameTree, NodeId, Notes, ROOT, Shape};
use lex::{Tok, Token};
use std::fmt;

pub use write::write;

/// How deep variations may nest.
pub const MAX_DEPTH: usize = 100;

/// Why PGN text was not read (in full).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line the problem is on, counting from 1.
    pub line: u32,
    pub message: String,
    pub kind: PgnErrorKind,
}

/// What kind of problem a [`PgnError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The text is not PGN (an unclosed comment, a bad tag, no game, ...).
    Syntax,
    /// A move that cannot be read or played where it stands.
    Move,
    /// A move after a checkmate or stalemate, where no move can be played.
    GameOver,
}

impl PgnError {
    fn new(line: u32, message: impl Into<String>) -> PgnError {
        PgnError {
            line,
            message: message.into(),
            kind: PgnErrorKind::Syntax,
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PgnError {}

/// A game as read: the tree of everything up to the first problem, and the problem, if any.
#[derive(Clone, Debug)]
pub struct ReadGame {
    pub tree: GameTree,
    pub error: Option<PgnError>,
    /// The result written after the moves, if any (the tree's result falls back on the tag).
    pub result_token: Option<String>,
}

/// A game of a file, as a list of games shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameHeader {
    /// The game's number in the file, counting from 1.
    pub number: usize,
    pub tags: Vec<(String, String)>,
    /// The moves of the main line as written (not checked).
    pub plies: usize,
    /// The line the game starts on.
    pub line: u32,
}

/// The games of a PGN file, split but not read: each one's tokens.
pub struct Games<'a> {
    tokens: Vec<Token<'a>>,
    /// Where each game's tokens start and end.
    spans: Vec<(usize, usize)>,
}

impl<'a> Games<'a> {
    /// Splits `text` into games. A game is its tags and its moves up to a result (`1-0`, `0-1`,
    /// `1/2-1/2`, `*`) or the next game's tags.
    pub fn split(text: &'a str) -> Games<'a> {
        let tokens = lex::lex(text);
        let mut spans = Vec::new();
        let mut start = None;
        // The first of the comments read since the last game ended.
        let mut comments = None;
        let mut depth = 0usize;
        let mut in_moves = false;
        for (i, token) in tokens.iter().enumerate() {
            match token.tok {
                Tok::Tag(..) if in_moves => {
                    if let Some(s) = start {
                        spans.push((s, i));
                    }
                    start = Some(i);
                    in_moves = false;
                    depth = 0;
                }
                Tok::Result(_) if depth == 0 => {
                    spans.push((start.or(comments).unwrap_or(i), i + 1));
                    start = None;
                    comments = None;
                    in_moves = false;
                }
                // Comments between games belong to none, unless a game with no tags follows:
                // then they come before its first move.
                Tok::Comment(_) if start.is_none() => {
                    comments.get_or_insert(i);
                }
                _ => {
                    if start.is_none() {
                        let tags = matches!(token.tok, Tok::Tag(..));
                        start = Some(if tags { i } else { comments.unwrap_or(i) });
                        comments = None;
                    }
                    match token.tok {
                        Tok::Open => depth += 1,
                        Tok::Close => depth = depth.saturating_sub(1),
                        Tok::Tag(..) => {}
                        _ => in_moves = true,
                    }
                }
            }
        }
        if let Some(s) = start
            && s < tokens.len()
        {
            spans.push((s, tokens.len()));
        }
        Games { tokens, spans }
    }

    /// How many games there are.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The headers of every game.
    pub fn headers(&self) -> Vec<GameHeader> {
        (0..self.len()).map(|i| self.header(i)).collect()
    }

    fn header(&self, index: usize) -> GameHeader {
        let tokens = self.game_tokens(index);
        let mut tags = Vec::new();
        let mut plies = 0;
        let mut depth = 0usize;
        for token in tokens {
            match token.tok {
                Tok::Tag(name, value) => tags.push((name.to_string(), lex::unescape(value))),
                Tok::Open => depth += 1,
                Tok::Close => depth = depth.saturating_sub(1),
                Tok::Word(word) if depth == 0 && classify(word).is_move() => plies += 1,
                _ => {}
            }
        }
        GameHeader {
            number: index + 1,
            tags,
            plies,
            line: tokens.first().map_or(1, |t| t.line),
        }
    }

    fn game_tokens(&self, index: usize) -> &[Token<'a>] {
        let (start, end) = self.spans[index];
        &self.tokens[start..end]
    }

    /// Reads game `index` (counting from 0).
    pub fn read(&self, index: usize) -> Option<ReadGame> {
        (index < self.len()).then(|| read_tokens(self.game_tokens(index)))
    }
}

/// Reads game `number` (counting from 1) of `text`. An error when there is no such game; a
/// game with a problem part-way comes back with the moves before it and the problem.
pub fn read(text: &str, number: usize) -> Result<ReadGame, PgnError> {
    let games = Games::split(text);
    if games.is_empty() {
        return Err(PgnError::new(1, "no game found in the text"));
    }
    if number == 0 || number > games.len() {
        return Err(PgnError::new(
            1,
            format!(
                "there is no game {number}: the text has {} (counting from 1)",
                games.len()
            ),
        ));
    }
    games.read(number - 1).ok_or_else(|| PgnError::new(1, "no game found"))
}

/// What a word of movetext is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word<'a> {
    /// A move number (`12.`, `12...`) or other text with no move in it (`e.p.`).
    Nothing,
    /// An annotation symbol standing alone: `!`, `+-`, ...
    Nag(u8),
    /// A move, with the NAG of its suffix (`Nf3!?`) if any.
    Move(&'a str, Option<u8>),
}

impl Word<'_> {
    fn is_move(&self) -> bool {
        matches!(self, Word::Move(..))
    }
}

/// The NAGs written as symbols, by their numbers.
const SYMBOLS: [(&str, u8); 23] = [
    ("!", 1),
    ("?", 2),
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("□", 7),
    ("=", 10),
    ("∞", 13),
    ("+=", 14),
    ("⩲", 14),
    ("=+", 15),
    ("⩱", 15),
    ("+/-", 16),
    ("±", 16),
    ("-/+", 17),
    ("∓", 17),
    ("+-", 18),
    ("-+", 19),
    ("N", 146),
    ("Δ", 140),
    ("⨀", 22),
    ("⊙", 22),
];

fn symbol_nag(text: &str) -> Option<u8> {
    SYMBOLS.iter().find(|(s, _)| *s == text).map(|&(_, n)| n)
}

fn classify(word: &str) -> Word<'_> {
    if let Some(nag) = symbol_nag(word) {
        return Word::Nag(nag);
    }
    // A move number in front: "12." or "12...".
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let after = word.get(digits..).unwrap_or_default();
    let rest = if digits > 0 && after.starts_with('.') {
        after.trim_start_matches('.')
    } else if digits == word.len() {
        ""
    } else {
        word.trim_start_matches('.')
    };
    let rest = rest.strip_suffix("e.p.").unwrap_or(rest);
    if rest.is_empty() {
        return Word::Nothing;
    }
    let body = rest.trim_end_matches(['!', '?']);
    let suffix = rest.get(body.len()..).unwrap_or_default();
    let nag = symbol_nag(suffix);
    let body = body.trim_end_matches(['+', '#']);
    if body.is_empty() {
        return Word::Nothing;
    }
    Word::Move(body, nag)
}

/// Builds the tree of one game's tokens.
fn read_tokens(tokens: &[Token]) -> ReadGame {
    let first_line = tokens.first().map_or(1, |t| t.line);
    let mut tags = Vec::new();
    for token in tokens {
        if let Tok::Tag(name, value) = token.tok {
            tags.push((name.to_string(), lex::unescape(value)));
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let fail = |tags: Vec<(String, String)>, error: PgnError| {
        let mut tree = GameTree::bare(Position::startpos());
        *tree.tags_mut() = tags;
        ReadGame {
            tree,
            error: Some(error),
            result_token: None,
        }
    };
    if let Some(variant) = tag("Variant")
        && !matches!(
            variant.to_ascii_lowercase().as_str(),
            "standard" | "chess" | "from position" | ""
        )
    {
        return fail(
            tags,
            PgnError::new(first_line, format!("the variant '{variant}' is not standard chess")),
        );
    }
    let start = match tag("FEN") {
        Some(fen) => match fen.parse::<Position>() {
            Ok(pos) => pos,
            Err(e) => return fail(tags, PgnError::new(first_line, format!("the FEN tag: {e}"))),
        },
        None => Position::startpos(),
    };
    let result_tag = tag("Result");
    let mut tree = GameTree::bare(start);
    *tree.tags_mut() = tags;
    let mut builder = Builder {
        tree,
        cur: ROOT,
        moved: false,
        stack: Vec::new(),
        before: Vec::new(),
    };
    let mut result = None;
    let mut error = None;
    for token in tokens {
        if let Err(e) = builder.take(token, &mut result) {
            error = Some(e);
            break;
        }
    }
    if error.is_none() && !builder.stack.is_empty() {
        let line = tokens.last().map_or(first_line, |t| t.line);
        error = Some(PgnError::new(line, "a variation is not closed: ')' is missing"));
    }
    let mut tree = builder.tree;
    tree.set_result_raw(result.clone().or(result_tag).unwrap_or_else(|| "*".into()));
    ReadGame {
        tree,
        error,
        result_token: result,
    }
}

/// The state of reading a game's moves.
struct Builder {
    tree: GameTree,
    /// The node the next move follows.
    cur: NodeId,
    /// Whether the line being read has a move yet.
    moved: bool,
    /// For each variation open: where its parent line was (`cur`, `moved`).
    stack: Vec<(NodeId, bool)>,
    /// Comments read before the first move of a variation.
    before: Vec<String>,
}

impl Builder {
    fn take(&mut self, token: &Token, result: &mut Option<String>) -> Result<(), PgnError> {
        let line = token.line;
        match token.tok {
            Tok::Tag(..) => {}
            Tok::Error(message) => return Err(PgnError::new(line, message)),
            Tok::Result(r) => {
                if self.stack.is_empty() {
                    *result = Some(if r == "½-½" { "1/2-1/2".into() } else { r.to_string() });
                }
            }
            Tok::Comment(raw) => {
                let (text, shapes, commands) = read_comment(raw);
                if self.moved || self.stack.is_empty() {
                    let notes = self.tree.notes_mut(self.cur);
                    if !text.is_empty() {
                        notes.after.push(text);
                    }
                    notes.shapes.extend(shapes);
                    notes.sort_shapes();
                    notes.commands.extend(commands);
                } else if !text.is_empty() {
                    // Shapes before a variation's first move have no move to belong to.
                    self.before.push(text);
                }
            }
            Tok::Nag(nag) => {
                if self.moved {
                    self.tree.notes_mut(self.cur).nags.push(nag);
                }
            }
            Tok::Open => {
                if !self.moved {
                    return Err(PgnError::new(line, "a variation must follow a move"));
                }
                if self.stack.len() >= MAX_DEPTH {
                    return Err(PgnError::new(
                        line,
                        format!("variations nest more than {MAX_DEPTH} deep"),
                    ));
                }
                let parent = self.tree.node(self.cur).ok().and_then(|n| n.parent()).unwrap_or(ROOT);
                self.stack.push((self.cur, self.moved));
                self.cur = parent;
                self.moved = false;
                self.before.clear();
            }
            Tok::Close => {
                let (cur, moved) = self
                    .stack
                    .pop()
                    .ok_or_else(|| PgnError::new(line, "')' closes no variation"))?;
                self.cur = cur;
                self.moved = moved;
                self.before.clear();
            }
            Tok::Word(word) => match classify(word) {
                Word::Nothing => {}
                Word::Nag(nag) => {
                    if self.moved {
                        self.tree.notes_mut(self.cur).nags.push(nag);
                    }
                }
                Word::Move(text, nag) => {
                    let text = match text {
                        "0-0" => "O-O",
                        "0-0-0" => "O-O-O",
                        t => t,
                    };
                    let step = self.tree.parse_step(self.cur, text).map_err(|e| {
                        let pos = self.tree.node(self.cur).map(|n| *n.position()).unwrap_or_default();
                        let number = pos.fullmove_number();
                        let dots = if pos.turn() == crate::Color::White { "." } else { "..." };
                        // After a mate or stalemate the move is not wrong in itself: nothing
                        // could be played.
                        let (kind, why) = match pos.count_legal_moves() {
                            0 if pos.is_check() => (PgnErrorKind::GameOver, "the game had ended in checkmate".into()),
                            0 => (PgnErrorKind::GameOver, "the game had ended in stalemate".into()),
                            _ => (PgnErrorKind::Move, e.to_string()),
                        };
                        PgnError {
                            kind,
                            ..PgnError::new(line, format!("move {number}{dots} {word}: {why}"))
                        }
                    })?;
                    let id = self.tree.add(self.cur, step, false);
                    // A variation that repeats the move it is an alternative to follows that
                    // move: comments before it stand after the move before, as PGN writes them.
                    if self
                        .tree
                        .node(self.cur)
                        .is_ok_and(|n| n.children().first() == Some(&id))
                    {
                        let before = std::mem::take(&mut self.before);
                        self.tree.notes_mut(self.cur).after.extend(before);
                    }
                    let notes = self.tree.notes_mut(id);
                    notes.before.append(&mut self.before);
                    notes.nags.extend(nag);
                    self.cur = id;
                    self.moved = true;
                }
            },
        }
        Ok(())
    }
}

/// Splits a comment into its text and its `[%...]` commands: shapes (`%cal`, `%csl`) and the
/// others, kept as written. The text's pieces are trimmed and joined by single spaces.
fn read_comment(raw: &str) -> (String, Vec<Shape>, Vec<(String, String)>) {
    let mut text = String::new();
    let mut shapes = Vec::new();
    let mut commands = Vec::new();
    let push_text = |piece: &str, text: &mut String| {
        let piece = piece.trim();
        if !piece.is_empty() {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(piece);
        }
    };
    // Where the text not yet taken starts, and where the next command is looked for.
    let (mut piece, mut from) = (0, 0);
    let bytes = raw.as_bytes();
    while let Some(at) = (from..bytes.len().saturating_sub(1)).find(|&i| bytes[i] == b'[' && bytes[i + 1] == b'%') {
        let Some(end) = (at..bytes.len()).find(|&i| bytes[i] == b']') else {
            break;
        };
        from = end + 1;
        let inner = raw.get(at + 2..end).unwrap_or_default().trim();
        // A command with a closing brace in it (a `;` comment may have one) could not be
        // written back inside braces: it stays text.
        if inner.contains('}') {
            continue;
        }
        push_text(raw.get(piece..at).unwrap_or_default(), &mut text);
        piece = from;
        let (name, value) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
        let value = value.trim();
        let parsed: Option<Vec<Shape>> = match name {
            "cal" | "csl" => value
                .split(',')
                .map(|s| Shape::parse(s.trim()).filter(|shape| shape.is_circle() == (name == "csl")))
                .collect(),
            _ => None,
        };
        match parsed {
            Some(list) => shapes.extend(list),
            None => commands.push((name.to_string(), value.to_string())),
        }
    }
    push_text(raw.get(piece..).unwrap_or_default(), &mut text);
    (text, shapes, commands)
}

impl Notes {
    /// Whether there is nothing written.
    pub fn is_empty(&self) -> bool {
        self.before.is_empty()
            && self.after.is_empty()
            && self.nags.is_empty()
            && self.shapes.is_empty()
            && self.commands.is_empty()
    }
}

impl GameTree {
    /// Reads game `number` (counting from 1) of PGN `text`; see [`read`].
    pub fn from_pgn(text: &str, number: usize) -> Result<ReadGame, PgnError> {
        read(text, number)
    }

    /// The game as PGN; see [`write`].
    pub fn to_pgn(&self) -> String {
        write(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert_eq!(classify("12."), Word::Nothing);
        assert_eq!(classify("12..."), Word::Nothing);
        assert_eq!(classify("..."), Word::Nothing);
        assert_eq!(classify("12.e4"), Word::Move("e4", None));
        assert_eq!(classify("Nf3+!?"), Word::Move("Nf3", Some(5)));
        assert_eq!(classify("exd6e.p."), Word::Move("exd6", None));
        assert_eq!(classify("+-"), Word::Nag(18));
        assert_eq!(classify("0-0-0"), Word::Move("0-0-0", None));
        assert_eq!(classify("--"), Word::Move("--", None));
        assert_eq!(classify("e8=Q#"), Word::Move("e8=Q", None));
    }

    #[test]
    fn comments() {
        let (text, shapes, commands) = read_comment(" [%clk 0:01:02] good [%cal Ge2e4,Rd7d5] move [%csl Yd4] ");
        assert_eq!(text, "good move");
        assert_eq!(shapes.len(), 3);
        assert_eq!(shapes[0].to_string(), "Ge2e4");
        assert_eq!(shapes[2].to_string(), "Yd4");
        assert_eq!(commands, vec![("clk".to_string(), "0:01:02".to_string())]);
        // A shape command that does not read is kept as written.
        let (_, shapes, commands) = read_comment("[%cal Xe2e4]");
        assert!(shapes.is_empty());
        assert_eq!(commands, vec![("cal".to_string(), "Xe2e4".to_string())]);
        // A command with a closing brace stays text.
        let (text, shapes, commands) = read_comment("a [%x } y] b [%clk 1]");
        assert_eq!(text, "a [%x } y] b");
        assert!(shapes.is_empty());
        assert_eq!(commands, vec![("clk".to_string(), "1".to_string())]);
    }
}
