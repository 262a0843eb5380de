//! What the draw rules found, as values: the kind of each finding, the side, counts, moves and
//! the articles of the Laws it rests on. Words are made from these where the reader's language
//! is known (the page's JavaScript); the core writes no sentences.

use crate::moves::Move;
use crate::types::Color;
use crate::winnability::Proof;

use super::{Ruling, UsChessRule};

/// A rulebook a reason cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Book {
    /// The FIDE Laws of Chess, in force from 1 January 2023.
    Fide,
    /// The US Chess Federation's Official Rules of Chess, seventh edition.
    UsChess,
}

impl Book {
    /// The code used in the JavaScript API: `fide` or `usChess`.
    pub fn code(self) -> &'static str {
        match self {
            Book::Fide => "fide",
            Book::UsChess => "usChess",
        }
    }

    /// The edition whose article numbers are cited.
    pub fn edition(self) -> &'static str {
        match self {
            Book::Fide => "2023",
            Book::UsChess => "7",
        }
    }
}

/// An article of a rulebook: `FIDE 9.2.1.1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Law {
    pub book: Book,
    pub article: &'static str,
}

const fn fide(article: &'static str) -> Law {
    Law {
        book: Book::Fide,
        article,
    }
}

/// What remains on a board drawn by insufficient material.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remains {
    Kings,
    Knight,
    Bishop,
    /// Kings and bishops all on squares of one colour.
    SameColourBishops {
        light: bool,
    },
}

/// Why a side without a queen, rook or pawn cannot force mate (the rule of thumb of seed 000).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoForce {
    LoneKing,
    Knight,
    Bishop,
    /// Two knights; `bare`: against a lone king.
    TwoKnights {
        bare: bool,
    },
    SameColourBishops {
        light: bool,
    },
}

/// How the seventy-five-move rule bears on a table's mate that comes after the count runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableClock {
    /// With best play the next capture, pawn move or mate is `dtz` half-moves away, and the count
    /// reaches 75 moves each in `left`: the rule draws first.
    DrawsFirst { dtz: u32, left: u32 },
    /// A capture or pawn move comes within `dtz` half-moves, and `left` remain: the count is
    /// reset in time.
    ResetInTime { dtz: u32, left: u32 },
    /// The distance to zeroing is not known: the rule draws first unless the count is reset.
    UnlessReset,
}

/// Why neither side can ever mate in a dead position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeadWhy {
    /// One proof that holds for both sides (it does not depend on the side).
    Both(Proof),
    /// Every reachable position was examined, for each side (the counts differ when the two
    /// searches did).
    Searched { white: usize, black: usize },
    /// `side` can never mate by this proof, and the other side has no mating material.
    OneSide { side: Color, proof: Proof },
    /// Each side's own proof, White's first.
    Each([Proof; 2]),
}

/// One finding of the draw rules about a position, for a learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// `mated` is in check and has no legal move.
    Checkmate {
        mated: Color,
    },
    /// `mated` is checkmated after the seventy-five-move rule had drawn the game.
    MatedTooLate {
        mated: Color,
    },
    Check {
        side: Color,
    },
    /// `side`, to move, is not in check and has no legal move.
    Stalemate {
        side: Color,
    },
    InsufficientMaterial {
        remains: Remains,
    },
    DeadPosition {
        why: DeadWhy,
    },
    Fivefold {
        count: u32,
    },
    /// The position has occurred `count` times; `side` may claim.
    Threefold {
        count: u32,
        side: Color,
    },
    SeventyFiveMoves,
    FiftyMoves {
        side: Color,
    },
    /// `side` may claim by writing down one of `moves` before playing it.
    ClaimByWriting {
        side: Color,
        moves: Vec<Move>,
    },
    TableWin {
        winner: Color,
        mate_in: u32,
        clock: Option<TableClock>,
    },
    TableDraw,
    /// Neither side has the material that forces mate (seed 000), and no table says more.
    MateCannotBeForced,
    NoForcedMate {
        side: Color,
        why: NoForce,
    },
    /// The analysis ran out of budget before showing whether `side` can still mate.
    NotSettled {
        side: Color,
    },
    /// If `flagger`'s flag falls the game is drawn: the opponent can never mate, by `proof`.
    FlagDraw {
        flagger: Color,
        proof: Proof,
    },
    /// What US Chess rule 14E says when `flagger`'s flag falls; `table`: an endgame table
    /// settled the forced win it turns on.
    UsChess {
        rule: UsChessRule,
        flagger: Color,
        ruling: Ruling,
        table: bool,
    },
}

impl Reason {
    /// A stable code for programs, and the key of its words.
    pub fn code(&self) -> &'static str {
        match self {
            Reason::Checkmate { .. } => "checkmate",
            Reason::MatedTooLate { .. } => "matedTooLate",
            Reason::Check { .. } => "check",
            Reason::Stalemate { .. } => "stalemate",
            Reason::InsufficientMaterial { .. } => "insufficientMaterial",
            Reason::DeadPosition { .. } => "deadPosition",
            Reason::Fivefold { .. } => "fivefold",
            Reason::Threefold { .. } => "threefold",
            Reason::SeventyFiveMoves => "seventyFiveMoves",
            Reason::FiftyMoves { .. } => "fiftyMoves",
            Reason::ClaimByWriting { .. } => "claimByWriting",
            Reason::TableWin { .. } => "tableWin",
            Reason::TableDraw => "tableDraw",
            Reason::MateCannotBeForced => "mateCannotBeForced",
            Reason::NoForcedMate { .. } => "noForcedMate",
            Reason::NotSettled { .. } => "notSettled",
            Reason::FlagDraw { .. } => "flagDraw",
            Reason::UsChess { .. } => "usChess",
        }
    }

    /// The articles the finding rests on, in the order they are cited.
    pub fn laws(&self) -> Vec<Law> {
        match self {
            Reason::Checkmate { .. } => vec![fide("5.1.1")],
            Reason::MatedTooLate { .. } | Reason::SeventyFiveMoves => vec![fide("9.6.2")],
            Reason::Check { .. } => vec![fide("3.9")],
            Reason::Stalemate { .. } => vec![fide("5.2.1")],
            Reason::InsufficientMaterial { .. } | Reason::DeadPosition { .. } => vec![fide("5.2.2")],
            Reason::Fivefold { .. } => vec![fide("9.6.1")],
            Reason::Threefold { .. } => vec![fide("9.2")],
            Reason::FiftyMoves { .. } => vec![fide("9.3")],
            Reason::ClaimByWriting { .. } => vec![fide("9.2.1.1"), fide("9.3.1")],
            Reason::FlagDraw { .. } => vec![fide("6.9")],
            Reason::UsChess { rule, .. } => vec![Law {
                book: Book::UsChess,
                article: rule.code(),
            }],
            Reason::TableWin { clock: Some(_), .. } => vec![fide("9.6.2")],
            Reason::TableWin { .. }
            | Reason::TableDraw
            | Reason::MateCannotBeForced
            | Reason::NoForcedMate { .. }
            | Reason::NotSettled { .. } => Vec::new(),
        }
    }
}
