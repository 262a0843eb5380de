//! The game audit: what happened in a recorded game, compared with the Laws of Chess.
//!
//! For each game of a PGN file it finds a result recorded after the game had already ended
//! (mate, stalemate, a dead position, fivefold repetition, seventy-five moves), moves played
//! after the end, a win on time for a side that could never have mated (FIDE 6.9: a draw), a
//! result that contradicts a final mate or stalemate, draws that could have been claimed but
//! were not, and moves that cannot be read or played.
//!
//! A finding is a value: its kind and the facts its words are made from (the side, counts, the
//! move, the result, the proof, the articles of the Laws). The words are made where the reader's
//! language is known: the page's JavaScript (`auditPgn`), the command line's English.

use crate::board::Position;
use crate::pgn::{Games, PgnErrorKind, ReadGame};
use crate::status::{Book, ClaimRule, EndReason, Law, Outcome, Ruling, Status};
use crate::tree::{GameTree, NodeId};
use crate::types::Color;
use crate::winnability::Proof;

/// What kind of thing a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A move that is not legal (or cannot be read): the game stops there.
    IllegalMove,
    /// Text that is not PGN.
    Unreadable,
    /// Moves after the game had ended by itself.
    MovesAfterEnd,
    /// A result other than the one the game had already ended with.
    ResultAfterEnd,
    /// A result that contradicts the final mate or stalemate.
    WrongResult,
    /// A win on time for a side that could never have mated: FIDE 6.9 makes it a draw.
    TimeWinCannotMate,
    /// A draw could have been claimed and the game went on.
    MissedClaim,
    /// The `Result` tag and the result after the moves differ.
    ResultTagMismatch,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::IllegalMove,
        Kind::Unreadable,
        Kind::MovesAfterEnd,
        Kind::ResultAfterEnd,
        Kind::WrongResult,
        Kind::TimeWinCannotMate,
        Kind::MissedClaim,
        Kind::ResultTagMismatch,
    ];

    /// A stable code for programs.
    pub fn code(self) -> &'static str {
        match self {
            Kind::IllegalMove => "illegalMove",
            Kind::Unreadable => "unreadable",
            Kind::MovesAfterEnd => "movesAfterEnd",
            Kind::ResultAfterEnd => "resultAfterEnd",
            Kind::WrongResult => "wrongResult",
            Kind::TimeWinCannotMate => "timeWinCannotMate",
            Kind::MissedClaim => "missedClaim",
            Kind::ResultTagMismatch => "resultTagMismatch",
        }
    }
}

/// What a finding says: its kind and its facts.
#[derive(Clone, Debug)]
pub enum What {
    /// A move that cannot be read or played, on `line` of the game's text: the reader's `error`
    /// (words of the PGN reader's, as its errors have them).
    IllegalMove { line: u32, error: String },
    /// Text that is not PGN, on `line`; `error` as above.
    Unreadable { line: u32, error: String },
    /// The game had ended by itself (`ended`), and `played` more moves were played on the main
    /// line; `written`: the reader's words on a move written where none could be played.
    MovesAfterEnd {
        ended: Outcome,
        played: usize,
        written: Option<String>,
    },
    /// The game had ended by itself (`ended`, whose result is `expected`), and the result
    /// `recorded` says otherwise. (The final mate or stalemate is [`What::WrongResult`].)
    ResultAfterEnd {
        recorded: String,
        expected: &'static str,
        ended: Outcome,
    },
    /// The game ended in a mate or stalemate with its final move, and the result `recorded`
    /// says otherwise.
    WrongResult {
        recorded: String,
        expected: &'static str,
        ended: Outcome,
    },
    /// A decisive result `recorded` in a final position that the full analysis proved dead:
    /// the game was drawn when it arose (a [`Kind::ResultAfterEnd`]).
    DeadResult { recorded: String },
    /// `winner` won on time but could never have mated from `position`, by `proof`.
    TimeWinCannotMate {
        winner: Color,
        proof: Proof,
        position: Position,
    },
    /// After the finding's move `side` could have claimed a draw by `rule` (and the other side
    /// by announcing that move), and the game went on; `more`: later chances of the same rule.
    MissedClaim { rule: ClaimRule, side: Color, more: usize },
    /// The `Result` tag says `tag`, the moves end with `token`.
    ResultTagMismatch { tag: String, token: String },
}

const fn fide(article: &'static str) -> Law {
    Law {
        book: Book::Fide,
        article,
    }
}

/// The article of the Laws an ending rests on.
fn law(reason: EndReason) -> Law {
    fide(match reason {
        EndReason::Checkmate => "5.1.1",
        EndReason::Stalemate => "5.2.1",
        EndReason::InsufficientMaterial | EndReason::DeadPosition => "5.2.2",
        EndReason::SeventyFiveMoves => "9.6.2",
        EndReason::Fivefold => "9.6.1",
    })
}

impl What {
    /// The kind of finding.
    pub fn kind(&self) -> Kind {
        match self {
            What::IllegalMove { .. } => Kind::IllegalMove,
            What::Unreadable { .. } => Kind::Unreadable,
            What::MovesAfterEnd { .. } => Kind::MovesAfterEnd,
            What::ResultAfterEnd { .. } | What::DeadResult { .. } => Kind::ResultAfterEnd,
            What::WrongResult { .. } => Kind::WrongResult,
            What::TimeWinCannotMate { .. } => Kind::TimeWinCannotMate,
            What::MissedClaim { .. } => Kind::MissedClaim,
            What::ResultTagMismatch { .. } => Kind::ResultTagMismatch,
        }
    }

    /// The articles the finding rests on, in the order they are cited: a missed claim cites
    /// the claim's article, then the announcing one's.
    pub fn laws(&self) -> Vec<Law> {
        match self {
            What::MovesAfterEnd { ended, .. }
            | What::ResultAfterEnd { ended, .. }
            | What::WrongResult { ended, .. } => vec![law(ended.reason)],
            What::DeadResult { .. } => vec![fide("5.2.2")],
            What::TimeWinCannotMate { .. } => vec![fide("6.9")],
            What::MissedClaim {
                rule: ClaimRule::Threefold,
                ..
            } => vec![fide("9.2.1.2"), fide("9.2.1.1")],
            What::MissedClaim {
                rule: ClaimRule::FiftyMoves,
                ..
            } => vec![fide("9.3.2"), fide("9.3.1")],
            What::IllegalMove { .. } | What::Unreadable { .. } | What::ResultTagMismatch { .. } => Vec::new(),
        }
    }
}

/// One thing the audit found in one game.
#[derive(Clone, Debug)]
pub struct Finding {
    /// The game's number in the file, counting from 1.
    pub game: usize,
    /// The players, `White - Black`, from the tags.
    pub players: String,
    /// The move it is about (`31... Kf8`), if any; `None` with a `node` when it is about the
    /// start of the game.
    pub at: Option<String>,
    /// The node of that move in the game's tree.
    pub node: Option<NodeId>,
    pub what: What,
}

impl Finding {
    /// The kind of finding.
    pub fn kind(&self) -> Kind {
        self.what.kind()
    }
}

/// The audit of a whole file.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: usize,
    /// Moves read, over every game's main line.
    pub plies: usize,
    /// Games that ended by themselves (mate, stalemate, an automatic draw).
    pub ended_by_rule: usize,
    /// Wins on time whose ruling the analysis could not settle within its budget.
    pub unsettled: usize,
    pub findings: Vec<Finding>,
    /// What the reader repaired, by game number (from 1).
    pub repairs: Vec<(usize, crate::pgn::Repair)>,
}

impl Report {
    /// How many findings there are of `kind`.
    pub fn count(&self, kind: Kind) -> usize {
        self.findings.iter().filter(|f| f.kind() == kind).count()
    }

    /// The report of a piece of a file as part of the whole: its games numbered after the
    /// `games` before it, its line numbers after the `lines` before it.
    #[cfg(feature = "worker")]
    pub fn renumber(&mut self, games: usize, lines: u32) {
        for f in &mut self.findings {
            f.game += games;
            if let What::IllegalMove { line, .. } | What::Unreadable { line, .. } = &mut f.what {
                *line += lines;
            }
        }
        for (game, repair) in &mut self.repairs {
            *game += games;
            repair.line += lines;
        }
    }

    /// How many games have at least one finding.
    pub fn games_with_findings(&self) -> usize {
        let mut games: Vec<usize> = self.findings.iter().map(|f| f.game).collect();
        games.dedup();
        games.len()
    }
}

/// The positions the full analysis of a game's last position may examine.
pub const DEFAULT_BUDGET: u64 = 20_000;

/// Audits every game of `text`; the full analysis of each last position examines at most
/// `budget` positions.
pub fn audit_text(text: &str, budget: u64) -> Report {
    let games = Games::split(text);
    let mut report = Report::default();
    for index in 0..games.len() {
        if let Some(read) = games.read(index) {
            audit_game(index + 1, &read, budget, &mut report);
        }
    }
    report
}

/// Where a game of a piece of a file starts (bytes from the piece's start) and its tags.
#[cfg(feature = "worker")]
#[derive(Clone, Debug)]
pub struct GameAt {
    pub start: usize,
    pub tags: Vec<(String, String)>,
}

/// Audits every game of `text` as [`audit_text`] does, and says where each game starts and
/// what its tags are (a piece of a larger file, audited apart: see [`Report::renumber`]).
#[cfg(feature = "worker")]
pub fn audit_piece(text: &str, budget: u64) -> (Report, Vec<GameAt>) {
    let games = Games::split(text);
    let skipped = text.len() - text.strip_prefix('\u{feff}').unwrap_or(text).len();
    let mut report = Report::default();
    let mut places = Vec::with_capacity(games.len());
    for index in 0..games.len() {
        let start = skipped + if index == 0 { 0 } else { games.end(index - 1) };
        let read = games.read(index);
        let tags = read.as_ref().map(|r| r.tree.tags().to_vec()).unwrap_or_default();
        places.push(GameAt { start, tags });
        if let Some(read) = read {
            audit_game(index + 1, &read, budget, &mut report);
        }
    }
    (report, places)
}

/// `31. Kg2` or `31... Kf8`: a move as a reader finds it; `None` for the start (or no node).
pub fn move_label(tree: &GameTree, id: NodeId) -> Option<String> {
    let node = tree.node(id).ok()?;
    let pos = tree.get(node.parent()?)?.position();
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    Some(format!("{}{dots} {}", pos.fullmove_number(), node.san()))
}

fn result_of(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// Whether the game's tags or last comment say it was won on time.
fn won_on_time(tree: &GameTree, last: NodeId) -> bool {
    let says_time = |text: &str| {
        let text = text.to_ascii_lowercase();
        text.contains("time") || text.contains("flag")
    };
    tree.tag("Termination").is_some_and(says_time)
        || tree
            .get(last)
            .is_some_and(|n| n.notes().after.iter().any(|c| says_time(c)))
}

/// Audits one game read from a file (game `number`, counting from 1), adding to `report`.
pub fn audit_game(number: usize, read: &ReadGame, budget: u64, report: &mut Report) {
    let tree = &read.tree;
    report.games += 1;
    report.repairs.extend(read.repairs.iter().map(|r| (number, r.clone())));
    let players = format!(
        "{} - {}",
        tree.tag("White").unwrap_or("?"),
        tree.tag("Black").unwrap_or("?")
    );
    let mut add = |node: Option<NodeId>, what: What| {
        report.findings.push(Finding {
            game: number,
            players: players.clone(),
            at: node.and_then(|id| move_label(tree, id)),
            node,
            what,
        })
    };
    let line = tree.main_line();
    report.plies += line.len() - 1;
    let last = *line.last().unwrap_or(&crate::tree::ROOT);

    // A move written after the main line ended in mate or stalemate: reading stopped there.
    // (The reader says the same of such a move in a variation; one of the last move's is
    // taken for the main line's.)
    let written_after_end = read.error.as_ref().filter(|e| {
        e.kind == PgnErrorKind::GameOver && tree.get(last).is_some_and(|n| n.position().count_legal_moves() == 0)
    });
    if let Some(error) = &read.error
        && written_after_end.is_none()
    {
        let (at, words) = (error.line, error.message.clone());
        let what = match error.kind {
            PgnErrorKind::Move | PgnErrorKind::GameOver => What::IllegalMove { line: at, error: words },
            PgnErrorKind::Syntax => What::Unreadable { line: at, error: words },
        };
        add(None, what);
    }

    let recorded = tree.result();
    if let (Some(tag), Some(token)) = (tree.tag("Result"), read.result_token.as_deref())
        && tag != token
    {
        add(
            None,
            What::ResultTagMismatch {
                tag: tag.to_string(),
                token: token.to_string(),
            },
        );
    }

    // Where the game ended by itself, if it did.
    let end = tree.main_line_end();
    if let Some((end_id, ended)) = end {
        let after = line
            .iter()
            .position(|&id| id == end_id)
            .map_or(0, |i| line.len() - 1 - i);
        report.ended_by_rule += 1;
        if after > 0 || written_after_end.is_some() {
            add(
                Some(end_id),
                What::MovesAfterEnd {
                    ended,
                    played: after,
                    written: written_after_end.map(|e| e.message.clone()),
                },
            );
        }
        let expected = result_of(ended.winner);
        if recorded != "*" && recorded != expected {
            // The final move mated or stalemated and the result says otherwise; any other
            // ending (a dead position, a repetition, the move count) or moves after it make
            // the result one recorded after the end.
            let final_mate_or_stalemate =
                matches!(ended.reason, EndReason::Checkmate | EndReason::Stalemate) && after == 0;
            let recorded = recorded.to_string();
            let what = if final_mate_or_stalemate && written_after_end.is_none() {
                What::WrongResult {
                    recorded,
                    expected,
                    ended,
                }
            } else {
                What::ResultAfterEnd {
                    recorded,
                    expected,
                    ended,
                }
            };
            add(Some(end_id), what);
        }
    }

    // Draws that could have been claimed, and the game went on: the first chance of each
    // rule, with how many more there were.
    for rule in [ClaimRule::Threefold, ClaimRule::FiftyMoves] {
        let chances: Vec<NodeId> = line[..line.len() - 1]
            .iter()
            .copied()
            .filter(|&id| tree.get(id).is_some_and(|n| n.marks().claim == Some(rule)))
            .collect();
        let Some(&first) = chances.first() else { continue };
        let Ok(node) = tree.node(first) else { continue };
        add(
            Some(first),
            What::MissedClaim {
                rule,
                side: node.position().turn(),
                more: chances.len() - 1,
            },
        );
    }

    // A decisive result in a game that did not end on the board: the full analysis of the
    // last position says whether the winner could ever have mated.
    if end.is_none() && matches!(recorded, "1-0" | "0-1") {
        let winner = if recorded == "1-0" { Color::White } else { Color::Black };
        let positions = tree.positions(last);
        let Some(status) = Status::of_history_exact(&positions, budget) else {
            return;
        };
        let unknown = status
            .flag_fall
            .is_some_and(|f| f[winner.other().index()].fide == Ruling::NotSettled);
        if status.dead_position {
            add(
                Some(last),
                What::DeadResult {
                    recorded: recorded.to_string(),
                },
            );
        } else if won_on_time(tree, last) {
            // A side that can never mate has a proof that it cannot.
            if let Some(proof) = status.winnability[winner.index()].verdict.proof() {
                add(
                    Some(last),
                    What::TimeWinCannotMate {
                        winner,
                        proof,
                        position: positions[positions.len() - 1],
                    },
                );
            } else if unknown {
                report.unsettled += 1;
            }
        }
    }
}
