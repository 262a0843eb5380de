//! PGN in and out: files of many games, tags, comments, nested variations, NAGs, shapes and
//! other `[%...]` commands, null moves, and moves in SAN or UCI. Reading builds a
//! [`GameTree`]; writing a tree and reading it back gives the same tree.
//!
//! Hostile input never freezes or crashes the reader: it works in one pass with no recursion,
//! variations nest at most [`MAX_DEPTH`] deep, and every error names its line.

mod lex;
mod write;

use crate::board::Position;
use crate::notation::MoveError;
use crate::tree::{GameTree, NodeId, Notes, ROOT, Shape, Step};
use lex::{Tok, Token};
use std::fmt;

pub use write::write;

/// How deep variations may nest.
pub const MAX_DEPTH: usize = 100;

/// Whether moves and tags that are not standard PGN are read as their one plausible meaning
/// (figurines, long algebraic, other languages' piece letters, ...), and moves written otherwise
/// than SAN writes them are said. The worker module and the command line do; the page module,
/// which reads what the board itself wrote, does not carry the code (it costs 6 KB gzipped):
/// a page hands other text to a worker. Game boundaries, comments, results and stray
/// characters are read leniently by both.
pub const LENIENT: bool = cfg!(feature = "worker");

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

/// What in a game's text was not standard PGN and was read as its one plausible meaning (or
/// skipped), by a stable name ([`RepairKind::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepairKind {
    /// A tag value with quotes inside it not escaped: `[Annotator "Smith "the great""]`.
    TagQuotes,
    /// A tag value ending in a backslash: `[Site "C:\"]`.
    TagBackslash,
    /// A tag without its closing quote or bracket.
    TagUnclosed,
    /// A tag value without quotes: `[Round 3]`.
    TagUnquoted,
    /// A comment `{` never closed: it runs to the next game's tags.
    CommentUnclosed,
    /// A character that belongs nowhere (`}`, `]`, `$` without a number): skipped.
    Stray,
    /// Text outside any game (a file's header, notes between games): skipped.
    TextOutsideGame,
    /// A game without tags.
    NoTags,
    /// No result after the moves: the tag's (or `*`) is kept.
    ResultMissing,
    /// The result after the moves is not the tag's: the tag's is kept.
    ResultContradicts,
    /// Castling with zeros: `0-0`.
    Castling,
    /// An en-passant mark after a move: `exd6 e.p.`, `exd6ep`.
    EnPassant,
    /// A move in long algebraic notation: `Ng1-f3`, `e2-e4`, `e7e8q`.
    LongAlgebraic,
    /// A promotion written `e8Q` or `e8q`.
    Promotion,
    /// A move disambiguated where SAN does not (`Ngf3` with one knight able to go to f3).
    Disambiguation,
    /// A check or mate sign missing or wrong.
    CheckSign,
    /// A null move written `Z0`, `0000` or `@@@@` (written back `--`).
    NullMove,
    /// Figurines for the pieces: `♘f3`.
    Figurine,
    /// Another language's piece letters (`Sf3`, `Lb5`): `read` names the languages.
    PieceLetters,
    /// A variation whose first move repeats the move beside it: kept as one move, the main
    /// line staying the main line.
    RepeatedMove,
    /// A variation not closed by the end of the game, or a `)` that closes none.
    Variation,
}

impl RepairKind {
    /// A stable name for the kind: `"tag-quotes"`, `"piece-letters"`, ...
    pub fn code(self) -> &'static str {
        match self {
            RepairKind::TagQuotes => "tag-quotes",
            RepairKind::TagBackslash => "tag-backslash",
            RepairKind::TagUnclosed => "tag-unclosed",
            RepairKind::TagUnquoted => "tag-unquoted",
            RepairKind::CommentUnclosed => "comment-unclosed",
            RepairKind::Stray => "stray",
            RepairKind::TextOutsideGame => "text-outside-game",
            RepairKind::NoTags => "no-tags",
            RepairKind::ResultMissing => "result-missing",
            RepairKind::ResultContradicts => "result-contradicts",
            RepairKind::Castling => "castling",
            RepairKind::EnPassant => "en-passant",
            RepairKind::LongAlgebraic => "long-algebraic",
            RepairKind::Promotion => "promotion",
            RepairKind::Disambiguation => "disambiguation",
            RepairKind::CheckSign => "check-sign",
            RepairKind::NullMove => "null-move",
            RepairKind::Figurine => "figurine",
            RepairKind::PieceLetters => "piece-letters",
            RepairKind::RepeatedMove => "repeated-move",
            RepairKind::Variation => "variation",
        }
    }
}

/// One repair: where, what kind, what was written (at most [`WRITTEN_MAX`] characters) and
/// what it was read as (a move in SAN, a tag's value, languages' codes), or empty.
#[cfg(feature = "worker")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair {
    pub line: u32,
    pub kind: RepairKind,
    pub written: String,
    pub read: String,
}

/// What the page module keeps of a repair: that there was one. (It reads what the board
/// wrote; a game it would have to repair is read by the worker module, which says how.)
#[cfg(not(feature = "worker"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair;

/// Keeps a repair; the closure makes it only where repairs are said ([`LENIENT`]).
trait Say {
    fn say(&mut self, repair: impl FnOnce() -> Repair);
}

impl Say for Vec<Repair> {
    #[inline]
    fn say(&mut self, repair: impl FnOnce() -> Repair) {
        self.push(repair());
    }
}

/// How much of what was written a repair keeps.
pub const WRITTEN_MAX: usize = 80;

#[cfg(feature = "worker")]
impl Repair {
    fn new(line: u32, kind: RepairKind, written: &str, read: impl Into<String>) -> Repair {
        let written = written.trim();
        let cut = written
            .char_indices()
            .nth(WRITTEN_MAX)
            .map_or(written.len(), |(at, _)| at);
        Repair {
            line,
            kind,
            written: written.get(..cut).unwrap_or_default().to_string(),
            read: read.into(),
        }
    }
}

#[cfg(not(feature = "worker"))]
impl Repair {
    fn new(_: u32, _: RepairKind, _: &str, _: impl Into<String>) -> Repair {
        Repair
    }
}

/// A game as read: the tree of everything up to the first problem, and the problem, if any.
#[derive(Clone, Debug)]
pub struct ReadGame {
    pub tree: GameTree,
    pub error: Option<PgnError>,
    /// The result written after the moves, if any (the tree's result falls back on the tag).
    pub result_token: Option<String>,
    /// What was read leniently, in the order of the text.
    pub repairs: Vec<Repair>,
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

/// A game's place in the split text: its tokens, where its text ends, and the repairs made on
/// the way to it (text skipped before it included).
#[derive(Clone, Debug)]
struct Span {
    tokens: (usize, usize),
    end: usize,
    repairs: Vec<Repair>,
}

/// The games of a PGN file, split but not read: each one's tokens.
pub struct Games<'a> {
    text: &'a str,
    tokens: Vec<Token<'a>>,
    spans: Vec<Span>,
}

impl<'a> Games<'a> {
    /// Splits `text` into games, each found on its own so that a broken game never hides the
    /// ones after it. A game is its tags and its moves up to a result (`1-0`, `0-1`,
    /// `1/2-1/2`, `*`) or the next game's tags; text between games that starts no game (a
    /// file's header, notes) is skipped and said as a repair of the game after it.
    pub fn split(text: &'a str) -> Games<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let (tokens, lexed) = lex::lex(text);
        if !LENIENT {
            return Games::split_written(text, tokens, lexed.len());
        }
        let mut bounds = Vec::new();
        let mut start = None;
        // The first of the comments read since the last game ended.
        let mut comments = None;
        let mut in_moves = false;
        let mut depth = 0usize;
        for (i, token) in tokens.iter().enumerate() {
            match token.tok {
                Tok::Tag(..) if in_moves => {
                    if let Some(s) = start {
                        bounds.push((s, i));
                    }
                    start = Some(i);
                    in_moves = false;
                    depth = 0;
                }
                // A result alone after a game (nothing before it since that game ended) is no
                // game: a million of them list one. (Alone in the text, it is the empty game
                // the writer writes so.)
                Tok::Result(_) if depth == 0 && start.is_none() && comments.is_none() && !bounds.is_empty() => {}
                // A result inside a variation does not end the game; the next game's tags
                // end one whose variation is never closed.
                Tok::Result(_) if depth == 0 => {
                    bounds.push((start.or(comments).unwrap_or(i), i + 1));
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
                        _ => {}
                    }
                    if !matches!(token.tok, Tok::Tag(..)) {
                        in_moves = true;
                    }
                }
            }
        }
        if let Some(s) = start {
            bounds.push((s, tokens.len()));
        }
        // Each game takes the lexer's repairs up to its end, and a game without tags first
        // drops the words before its moves that are no moves.
        let mut spans: Vec<Span> = Vec::with_capacity(bounds.len());
        let mut lexed = lexed.into_iter().peekable();
        let mut skipped: Vec<Repair> = Vec::new();
        for (k, &(mut from, to)) in bounds.iter().enumerate() {
            let mut repairs = std::mem::take(&mut skipped);
            while let Some(r) = lexed.next_if(|r| r.before < to || k + 1 == bounds.len()) {
                repairs.say(|| Repair::new(r.line, r.kind, r.written, ""));
            }
            // (The page module reads what the board wrote: a game without tags is a game.)
            let tagged = !LENIENT || tokens[from..to].iter().any(|t| matches!(t.tok, Tok::Tag(..)));
            if !tagged {
                let first_move = (from..to).find(|&i| match tokens[i].tok {
                    Tok::Word(w) => starts_game(w),
                    _ => false,
                });
                let junk_end = first_move.unwrap_or(to);
                let junk = (from..junk_end).any(|i| !matches!(tokens[i].tok, Tok::Comment(_) | Tok::Result(_)));
                if junk {
                    let (at, end) = (tokens[from].at, tokens.get(junk_end).map_or(text.len(), |t| t.at));
                    repairs.say(|| {
                        Repair::new(
                            tokens[from].line,
                            RepairKind::TextOutsideGame,
                            text.get(at..end).unwrap_or_default(),
                            "",
                        )
                    });
                    from = junk_end;
                }
                // Words that start no game make none; comments and a result alone make an
                // empty one (as the writer writes a game of no moves).
                if first_move.is_none() && junk {
                    // No game here: what was said goes to the next one.
                    skipped = repairs;
                    continue;
                }
                repairs.say(|| Repair::new(tokens[from].line, RepairKind::NoTags, "", ""));
            }
            let end = bounds.get(k + 1).map_or(text.len(), |&(next, _)| tokens[next].at);
            spans.push(Span {
                tokens: (from, to),
                end,
                repairs,
            });
        }
        if let (Some(last), false) = (spans.last_mut(), skipped.is_empty()) {
            last.repairs.extend(skipped);
        }
        Games { text, tokens, spans }
    }

    /// The page module's split, of what the board writes: each game ends at its result. What
    /// is not so (`repairs`, the lexer's count of repairs) marks the last game, so that the text is read
    /// again by the worker module, which finds games as [`Games::split`] says.
    fn split_written(text: &'a str, tokens: Vec<Token<'a>>, repairs: usize) -> Games<'a> {
        let mut spans = Vec::new();
        let (mut from, mut depth) = (0, 0usize);
        for (i, token) in tokens.iter().enumerate() {
            match token.tok {
                Tok::Open => depth += 1,
                Tok::Close => depth = depth.saturating_sub(1),
                Tok::Result(_) if depth == 0 => {
                    let end = tokens.get(i + 1).map_or(text.len(), |t| t.at);
                    spans.push(Span {
                        tokens: (from, i + 1),
                        end,
                        repairs: Vec::new(),
                    });
                    from = i + 1;
                }
                _ => {}
            }
        }
        if from < tokens.len() {
            spans.push(Span {
                tokens: (from, tokens.len()),
                end: text.len(),
                repairs: Vec::new(),
            });
        }
        if let Some(last) = spans.last_mut().filter(|_| repairs > 0) {
            last.repairs.push(Repair::new(0, RepairKind::Stray, "", ""));
        }
        Games { text, tokens, spans }
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
                Tok::Tag(name, value, literal) => tags.push((name.to_string(), lex::unescape(value, literal))),
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

    /// Where game `index`'s text ends, in bytes (the next game's text starts there: what lies
    /// between two games is the later one's).
    pub fn end(&self, index: usize) -> usize {
        self.spans.get(index).map_or(self.text.len(), |s| s.end)
    }

    fn game_tokens(&self, index: usize) -> &[Token<'a>] {
        let (start, end) = self.spans[index].tokens;
        &self.tokens[start..end]
    }

    /// Reads game `index` (counting from 0).
    pub fn read(&self, index: usize) -> Option<ReadGame> {
        let span = self.spans.get(index)?;
        let text = self.text.get(..span.end).unwrap_or(self.text);
        Some(read_tokens(self.game_tokens(index), text, span.repairs.clone()))
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
const SYMBOLS: [(&str, u8); 27] = [
    ("!", 1),
    ("?", 2),
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("‼", 3),
    ("⁇", 4),
    ("⁉", 5),
    ("⁈", 6),
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

/// `word` without the suffixes that are annotations: `!`, `?` and (but in the page module,
/// which reads what the board writes) the Unicode glyphs for them.
fn without_glyphs(word: &str) -> &str {
    if LENIENT {
        word.trim_end_matches(['!', '?', '‼', '⁇', '⁉', '⁈'])
    } else {
        word.trim_end_matches(['!', '?'])
    }
}

fn classify(word: &str) -> Word<'_> {
    if let Some(nag) = symbol_nag(word) {
        return Word::Nag(nag);
    }
    // A null move as UCI writes it, not a move number.
    if LENIENT && word == "0000" {
        return Word::Move(word, None);
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
    if rest.is_empty() || rest == "e.p." || rest == "ep" {
        return Word::Nothing;
    }
    let body = without_glyphs(rest);
    let suffix = rest.get(body.len()..).unwrap_or_default();
    let nag = symbol_nag(suffix);
    let body = body.trim_end_matches(['+', '#']);
    if body.is_empty() {
        return Word::Nothing;
    }
    Word::Move(body, nag)
}

/// Whether a word opens the moves of a game written without tags: a move number, or a move
/// from the starting position.
fn starts_game(word: &str) -> bool {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && word.get(digits..).is_some_and(|w| w.starts_with('.')) {
        return true;
    }
    matches!(classify(word), Word::Move(body, _) if read_move(&Position::startpos(), body, &mut None).is_ok())
}

/// The piece letters of other languages, for king, queen, rook, bishop and knight, as the PGN
/// standard lists them, with the languages (ISO 639-1 codes) that write each set.
const LETTERS: [(&str, [u8; 5]); 8] = [
    ("de sv", *b"KDTLS"),
    ("fr", *b"RDTFC"),
    ("es it", *b"RDTAC"),
    ("nl", *b"KDTLP"),
    ("pt", *b"RDTBC"),
    ("pl", *b"KHWGS"),
    ("cs", *b"KDVSJ"),
    ("hu", *b"KVBFH"),
];

/// A move's body (no number, check sign or annotation) in another set of piece letters,
/// given in English: the piece letter and the promotion's. `None` when a capital letter is
/// not one of the set's.
fn translated(body: &str, letters: &[u8; 5]) -> Option<String> {
    let english = |c: u8| letters.iter().position(|&l| l == c).map(|k| b"KQRBN"[k] as char);
    let mut out = String::with_capacity(body.len());
    for c in body.chars() {
        if c.is_ascii_uppercase() && c != 'O' {
            out.push(english(c as u8)?);
        } else {
            out.push(c);
        }
    }
    Some(out)
}

/// The figurines as letters (pawns have none).
fn unfigured(body: &str) -> Option<String> {
    if body.is_ascii() {
        return None;
    }
    let mut changed = false;
    let out = body
        .chars()
        .filter_map(|c| {
            let letter = match c {
                '♔' | '♚' => Some('K'),
                '♕' | '♛' => Some('Q'),
                '♖' | '♜' => Some('R'),
                '♗' | '♝' => Some('B'),
                '♘' | '♞' => Some('N'),
                '♙' | '♟' => None,
                c => return Some(c),
            };
            changed = true;
            letter
        })
        .collect();
    changed.then_some(out)
}

/// A move in long algebraic notation, `Ng1-f3`, `e2-e4`, `Qd1xd7`, `e7-e8=Q` (the piece letter
/// optional, the separator `-`, `x` or `:`), or UCI with a promotion in any case (`e7e8q`).
fn long_algebraic(pos: &Position, body: &str) -> Option<crate::moves::Move> {
    let b = body.as_bytes();
    let piece = b.first().filter(|c| b"KQRBN".contains(c)).map(|&c| c as char);
    let rest = body.get(usize::from(piece.is_some())..)?;
    let r = rest.as_bytes();
    if r.len() < 4 {
        return None;
    }
    let from: crate::types::Square = rest.get(..2)?.parse().ok()?;
    let sep = usize::from(matches!(r[2], b'-' | b'x' | b':'));
    let to: crate::types::Square = rest.get(2 + sep..4 + sep)?.parse().ok()?;
    let promo = rest.get(4 + sep..)?.trim_start_matches('=');
    let promotion = match promo.chars().next() {
        None => None,
        Some(c) if promo.len() == 1 => Some(crate::types::Role::from_char(c.to_ascii_lowercase())?),
        Some(_) => return None,
    };
    let mv = *pos
        .legal_moves()
        .iter()
        .find(|m| m.from == from && m.to == to && m.promotion == promotion)?;
    let role = pos.role_at(from)?;
    (piece.is_none_or(|p| crate::types::Role::from_char(p.to_ascii_lowercase()) == Some(role))).then_some(mv)
}

/// How a move was read where SAN did not read it: the kind, and for other piece letters the
/// set's index in [`LETTERS`].
type MoveRepair = (RepairKind, Option<usize>);

/// Reads a move's body at `pos`: as SAN, then (where SAN does not read it) as its one
/// plausible meaning, saying how. `letters` is the game's set of piece letters once one has
/// been needed (an index into [`LETTERS`]), tried before English from then on.
fn read_move(
    pos: &Position,
    body: &str,
    letters: &mut Option<usize>,
) -> Result<(crate::moves::Move, Option<MoveRepair>), MoveError> {
    let foreign = |set: usize| translated(body, &LETTERS[set].1).and_then(|t| pos.parse_san(&t).ok());
    if LENIENT
        && let Some(set) = *letters
        && let Some(mv) = foreign(set)
    {
        return Ok((mv, None));
    }
    let strict = match pos.parse_move(body) {
        Ok(mv) => {
            // UCI is not PGN: `e2e4` read as `e4`.
            let uci = body.len() >= 4 && body.as_bytes()[1].is_ascii_digit() && body.as_bytes()[3].is_ascii_digit();
            return Ok((mv, uci.then_some((RepairKind::LongAlgebraic, None))));
        }
        Err(e) if !LENIENT => return Err(e),
        Err(e) => e,
    };
    if let Some(letters) = unfigured(body) {
        return read_move(pos, &letters, &mut None).map(|(mv, _)| (mv, Some((RepairKind::Figurine, None))));
    }
    if let Some(mv) = long_algebraic(pos, body) {
        return Ok((mv, Some((RepairKind::LongAlgebraic, None))));
    }
    // A promotion in lower case: `e8q`, `exd8=q`.
    if let Some(last) = body.chars().last().filter(|c| matches!(c, 'q' | 'r' | 'b' | 'n'))
        && let Ok(mv) = pos.parse_san(&format!(
            "{}{}",
            body.get(..body.len() - 1).unwrap_or_default(),
            last.to_ascii_uppercase()
        ))
    {
        return Ok((mv, Some((RepairKind::Promotion, None))));
    }
    if let Some(stripped) = body.strip_suffix("ep")
        && let Ok(mv) = pos.parse_san(stripped)
    {
        return Ok((mv, Some((RepairKind::EnPassant, None))));
    }
    // Another language's letters, where a capital is none of English's.
    if body.bytes().any(|c| c.is_ascii_uppercase() && !b"KQRBNO".contains(&c)) {
        for set in 0..LETTERS.len() {
            if let Some(mv) = foreign(set) {
                *letters = Some(set);
                return Ok((mv, Some((RepairKind::PieceLetters, Some(set)))));
            }
        }
    }
    Err(strict)
}

/// Builds the tree of one game's tokens; `text` is the file's text up to the game's end (for
/// what follows a move that does not read), `repairs` what the split repaired on the way.
fn read_tokens(tokens: &[Token], text: &str, mut repairs: Vec<Repair>) -> ReadGame {
    let first_line = tokens.first().map_or(1, |t| t.line);
    let mut tags = Vec::new();
    for token in tokens {
        if let Tok::Tag(name, value, literal) = token.tok {
            tags.push((name.to_string(), lex::unescape(value, literal)));
        }
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let fail = |tags: Vec<(String, String)>, error: PgnError, repairs: Vec<Repair>| {
        let mut tree = GameTree::bare(Position::startpos());
        *tree.tags_mut() = tags;
        ReadGame {
            tree,
            error: Some(error),
            result_token: None,
            repairs,
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
            repairs,
        );
    }
    let start = match tag("FEN") {
        Some(fen) => match fen.parse::<Position>() {
            Ok(pos) => pos,
            Err(e) => return fail(tags, PgnError::new(first_line, format!("the FEN tag: {e}")), repairs),
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
        letters: None,
        provisional: Vec::new(),
        repairs: Vec::new(),
    };
    let mut result = None;
    let mut error = None;
    for (k, token) in tokens.iter().enumerate() {
        if let Err(e) = builder.take(token, &mut result) {
            if !LENIENT {
                error = Some(e);
                break;
            }
            // Nothing the author wrote is lost: the rest of the moves stays as a comment.
            let end = match tokens.last() {
                Some(Token {
                    tok: Tok::Result(_),
                    at,
                    ..
                }) if tokens.len() > k + 1 => *at,
                _ => text.len(),
            };
            // As a comment reads, so that it is written back as it is kept (a brace inside it
            // could not be).
            let rest = text
                .get(token.at..end)
                .unwrap_or_default()
                .replace('}', ")")
                .replace('\r', "\n");
            builder.tree.notes_mut(builder.cur).add_comment(read_comment(&rest));
            error = Some(e);
            break;
        }
    }
    if error.is_none() && !builder.stack.is_empty() {
        let line = tokens.last().map_or(first_line, |t| t.line);
        builder
            .repairs
            .say(|| Repair::new(line, RepairKind::Variation, "(", ""));
    }
    repairs.append(&mut builder.repairs);
    let last_line = tokens.last().map_or(first_line, |t| t.line);
    let kept = match (&result, &result_tag) {
        (Some(token), Some(tag)) if token != tag && tag != "*" && token != "*" => {
            repairs.say(|| Repair::new(last_line, RepairKind::ResultContradicts, token, tag.clone()));
            tag.clone()
        }
        (Some(token), Some(tag)) if token == "*" && tag != "*" => tag.clone(),
        (Some(token), _) => token.clone(),
        (None, tag) => {
            let tag = tag.clone().unwrap_or_else(|| "*".into());
            if error.is_none() {
                repairs.say(|| Repair::new(last_line, RepairKind::ResultMissing, "", tag.clone()));
            }
            tag
        }
    };
    let mut tree = builder.tree;
    tree.set_result_raw(kept);
    ReadGame {
        tree,
        error,
        result_token: result,
        repairs,
    }
}

/// The state of reading a game's moves.
struct Builder {
    tree: GameTree,
    /// The node the next move follows.
    cur: NodeId,
    /// Whether the line being read has a move yet.
    moved: bool,
    /// For each variation open: where its parent line was (`cur`, `moved`), and when it (or a
    /// variation it is in) repeats the move beside it, the depth of the line beside: its moves
    /// give way to that line's.
    stack: Vec<(NodeId, bool, Option<usize>)>,
    /// Comments read before the first move of a variation.
    before: Vec<String>,
    /// The game's other piece letters, once a move needed them.
    letters: Option<usize>,
    /// Nodes read inside a variation that repeats the move beside it, with the depth of the
    /// line beside: a move of that line, when it comes, goes before them.
    provisional: Vec<(NodeId, usize)>,
    repairs: Vec<Repair>,
}

impl Builder {
    fn take(&mut self, token: &Token, result: &mut Option<String>) -> Result<(), PgnError> {
        let line = token.line;
        match token.tok {
            // Tags after moves start another game (the page module's split ends games only at
            // their results).
            Tok::Tag(..) if !LENIENT && self.cur != ROOT => {
                self.repairs.say(|| Repair::new(line, RepairKind::Stray, "", ""));
            }
            Tok::Tag(..) => {}
            Tok::Result(r) => {
                if self.stack.is_empty() {
                    *result = Some(if r == "½-½" { "1/2-1/2".into() } else { r.to_string() });
                }
            }
            Tok::Comment(raw) => {
                let comment = read_comment(raw);
                if self.moved || self.stack.is_empty() {
                    self.tree.notes_mut(self.cur).add_comment(comment);
                } else if let (text, ..) = comment
                    && !text.is_empty()
                {
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
                let repeating = self.stack.last().and_then(|f| f.2);
                self.stack.push((self.cur, self.moved, repeating));
                self.cur = parent;
                self.moved = false;
                self.before.clear();
            }
            Tok::Close => {
                let Some((cur, moved, _)) = self.stack.pop() else {
                    self.repairs.say(|| Repair::new(line, RepairKind::Variation, ")", ""));
                    return Ok(());
                };
                self.cur = cur;
                self.moved = moved;
                self.before.clear();
            }
            Tok::Word(word) => match classify(word) {
                Word::Nothing => {
                    if word.ends_with("e.p.") || word == "ep" {
                        self.repairs.say(|| Repair::new(line, RepairKind::EnPassant, word, ""));
                    }
                }
                Word::Nag(nag) => {
                    if self.moved {
                        self.tree.notes_mut(self.cur).nags.push(nag);
                    }
                }
                Word::Move(text, nag) => self.take_move(word, text, nag, line)?,
            },
        }
        Ok(())
    }

    /// Plays a move written `word` (`text` without its number and suffixes).
    fn take_move(&mut self, word: &str, text: &str, nag: Option<u8>, line: u32) -> Result<(), PgnError> {
        let pos = self.tree.node(self.cur).map(|n| *n.position()).unwrap_or_default();
        let read = match text {
            "--" | "Z0" | "0000" | "@@@@" if pos.is_check() => {
                Err(MoveError::Illegal(format!("{text} (a null move while in check)")))
            }
            "--" => Ok((Step::Null, None)),
            "Z0" | "0000" | "@@@@" => Ok((Step::Null, Some((RepairKind::NullMove, None)))),
            _ => read_move(&pos, text, &mut self.letters).map(|(mv, repair)| {
                let castling = matches!(text, "0-0" | "0-0-0").then_some((RepairKind::Castling, None));
                (Step::Move(mv), repair.or(castling))
            }),
        };
        let (step, repair) = match read {
            Ok(read) => read,
            Err(e) => {
                let number = pos.fullmove_number();
                let dots = if pos.turn() == crate::Color::White { "." } else { "..." };
                // After a mate or stalemate the move is not wrong in itself: nothing could be
                // played.
                let (kind, why) = match pos.count_legal_moves() {
                    0 if pos.is_check() => (PgnErrorKind::GameOver, "the game had ended in checkmate".into()),
                    0 => (PgnErrorKind::GameOver, "the game had ended in stalemate".into()),
                    _ => (PgnErrorKind::Move, e.to_string()),
                };
                return Err(PgnError {
                    kind,
                    ..PgnError::new(line, format!("move {number}{dots} {word}: {why}"))
                });
            }
        };
        let beside = self.stack.last().map(|f| f.0);
        let id = self.tree.add(self.cur, step, false);
        if LENIENT {
            match (repair, step) {
                (Some((kind, set)), _) => {
                    let read = match (set, step) {
                        (Some(set), _) => LETTERS[set].0.to_string(),
                        (None, Step::Move(mv)) => pos.san(mv),
                        (None, Step::Null) => "--".into(),
                    };
                    self.repairs.say(|| Repair::new(line, kind, word, read));
                }
                // A promotion without its `=`: `a8Q`.
                (None, Step::Move(mv)) if mv.promotion.is_some() && !text.contains('=') => {
                    self.repairs
                        .say(|| Repair::new(line, RepairKind::Promotion, word, pos.san(mv)));
                }
                (None, Step::Move(mv)) => self.check_written(&pos, mv, id, word, text, line),
                (None, Step::Null) => {}
            }
        }
        // A variation that repeats the move it is an alternative to follows that move:
        // comments before it stand after the move before, as PGN writes them, and what it
        // goes on with gives way to the line beside it.
        let depth = self.stack.len();
        let repeats = !self.moved && beside == Some(id);
        if repeats {
            let before = std::mem::take(&mut self.before);
            self.tree.notes_mut(self.cur).after.extend(before);
        }
        if repeats {
            // Said once per variation, not for a nested one inside it. (The page module only
            // marks it: the board never writes such a variation, and the module that repairs
            // reads it.)
            self.repairs
                .say(|| Repair::new(line, RepairKind::RepeatedMove, word, ""));
            if let Some(frame) = self.stack.last_mut().filter(|_| LENIENT) {
                frame.2 = frame.2.or(Some(depth - 1));
            }
        } else if LENIENT {
            self.give_way(id, depth);
        }
        let notes = self.tree.notes_mut(id);
        notes.before.append(&mut self.before);
        notes.nags.extend(nag);
        self.cur = id;
        self.moved = true;
        Ok(())
    }

    /// Inside a variation that repeated the move beside it, move `id` (at `depth`) is kept
    /// provisionally; a move of the line beside that comes to one of those goes first.
    fn give_way(&mut self, id: NodeId, depth: usize) {
        if let Some(beside) = self.stack.last().and_then(|f| f.2) {
            if !self.provisional.contains(&(id, beside)) {
                self.provisional.push((id, beside));
            }
        } else if let Some(at) = self.provisional.iter().position(|&p| p == (id, depth)) {
            // The line beside comes to a move the variation read first: it is the line's.
            self.provisional.swap_remove(at);
            self.tree.first_among_siblings(id);
        } else if self
            .provisional
            .iter()
            .any(|&(p, d)| d == depth && self.tree.node(p).ok().and_then(|n| n.parent()) == Some(self.cur))
        {
            self.tree.first_among_siblings(id);
        }
    }

    /// Says where a move read as SAN was written otherwise than SAN writes it: a check or mate
    /// sign missing or wrong, a disambiguation SAN does not need.
    fn check_written(&mut self, pos: &Position, mv: crate::moves::Move, id: NodeId, word: &str, text: &str, line: u32) {
        // Cheap first, SAN only where something differs: a clean file pays a check test a move.
        let written = without_glyphs(word).chars().last().filter(|c| matches!(c, '+' | '#'));
        let after = self.tree.node(id).map(|n| *n.position()).unwrap_or_default();
        let sign = after
            .is_check()
            .then(|| if after.count_legal_moves() == 0 { '#' } else { '+' });
        if written != sign {
            self.repairs
                .say(|| Repair::new(line, RepairKind::CheckSign, word, pos.san(mv)));
            return;
        }
        // A piece's move is its letter, an `x` for a capture and the square, unless SAN needs
        // a file or rank more: only a longer text can be disambiguated more than SAN does it.
        let shortest = 3 + usize::from(pos.piece_at(mv.to).is_some());
        if text.len() > shortest && pos.role_at(mv.from) != Some(crate::types::Role::Pawn) && !pos.is_castling(mv) {
            let san = pos.san(mv);
            if text.len() > san.trim_end_matches(['+', '#']).len() {
                self.repairs
                    .say(|| Repair::new(line, RepairKind::Disambiguation, word, san));
            }
        }
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
    /// Adds a comment as [`read_comment`] split it: its text after the move, its shapes and
    /// its other commands.
    fn add_comment(&mut self, (text, shapes, commands): (String, Vec<Shape>, Vec<(String, String)>)) {
        if !text.is_empty() {
            self.after.push(text);
        }
        self.shapes.extend(shapes);
        self.sort_shapes();
        self.commands.extend(commands);
    }

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
