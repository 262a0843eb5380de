//! The English the command line prints for the audit's findings, made from their facts: the one
//! place these words live here (the page makes its own, in the reader's language, from the same
//! facts: www/element/findings.js).

use drawboard::audit::{Finding, What};
use drawboard::board::Position;
use drawboard::status::{Book, ClaimRule, EndReason, Law, Outcome};
use drawboard::types::Color;
use drawboard::winnability::{Aftermath, Proof};

/// Where a finding is: its move (`31... Kf8`), `the start`, or nowhere in particular.
pub fn at(f: &Finding) -> Option<&str> {
    f.at.as_deref().or(f.node.map(|_| "the start"))
}

/// The finding in a sentence (no capital, no full stop).
pub fn sentence(f: &Finding) -> String {
    let laws = f.what.laws();
    let cited = |i: usize| laws.get(i).map_or(String::new(), law);
    match &f.what {
        What::IllegalMove { line, error } | What::Unreadable { line, error } => {
            format!("line {line}: {error}; the rest of the game is not checked")
        }
        What::ResultTagMismatch { tag, token } => format!("the Result tag says {tag} but the moves end with {token}"),
        What::MovesAfterEnd { ended, played, written } => {
            let played = match (played, written) {
                (0, Some(written)) => format!("yet more moves were written ({written})"),
                (1, None) => "yet 1 more move was played".to_string(),
                (n, None) => format!("yet {n} more moves were played"),
                (1, Some(written)) => format!("yet 1 more move was played, and more written ({written})"),
                (n, Some(written)) => format!("yet {n} more moves were played, and more written ({written})"),
            };
            format!("the game ended {} ({}), {played}", ending(f, ended), cited(0))
        }
        What::ResultAfterEnd {
            recorded,
            expected,
            ended,
        }
        | What::WrongResult {
            recorded,
            expected,
            ended,
        } => format!(
            "the result is {recorded}, but the game had ended {}: {expected} ({})",
            ending(f, ended),
            cited(0)
        ),
        What::DeadResult { recorded } => format!(
            "the result is {recorded}, but the final position is dead: neither side can ever mate, so the game was drawn when it arose ({})",
            cited(0)
        ),
        What::TimeWinCannotMate {
            winner,
            proof,
            position,
        } => format!(
            "{side} won on time, but could never have mated ({}): the game is drawn ({})",
            proof_clause(*proof, position, *winner),
            cited(0),
            side = winner.title()
        ),
        What::MissedClaim { rule, side, more } => {
            let what = match rule {
                ClaimRule::Threefold => "the position stood for the third time",
                ClaimRule::FiftyMoves => "fifty moves had passed without a capture or pawn move",
            };
            let label = f.at.as_deref().unwrap_or_default();
            let more = match more {
                0 => String::new(),
                1 => " (and once more later)".to_string(),
                n => format!(" (and {n} more times later)"),
            };
            format!(
                "after {label} {what}: {} could have claimed a draw ({}), and {} by announcing {label} ({}); the game went on{more}",
                side.title(),
                cited(0),
                side.other().title(),
                cited(1)
            )
        }
    }
}

/// An article as cited: `FIDE 9.3.1`, `US Chess rule 14E2`.
fn law(law: &Law) -> String {
    match law.book {
        Book::Fide => format!("FIDE {}", law.article),
        Book::UsChess => format!("US Chess rule {}", law.article),
    }
}

/// When and how the game ended by itself: `after 2... Qh4# in checkmate by Black`.
fn ending(f: &Finding, ended: &Outcome) -> String {
    let when = match &f.at {
        Some(label) => format!("after {label}"),
        None => "at the start".to_string(),
    };
    let how = match ended.reason {
        EndReason::Checkmate => format!("in checkmate by {}", ended.winner.map_or("?", Color::title)),
        EndReason::Stalemate => "in a draw by stalemate".to_string(),
        EndReason::InsufficientMaterial => "in a draw by insufficient material".to_string(),
        EndReason::DeadPosition => "in a draw by dead position".to_string(),
        EndReason::SeventyFiveMoves => "in a draw by seventy-five-move rule".to_string(),
        EndReason::Fivefold => "in a draw by fivefold repetition".to_string(),
    };
    format!("{when} {how}")
}

/// Why `color` can never mate from `pos`, as a clause.
fn proof_clause(proof: Proof, pos: &Position, color: Color) -> String {
    let side = color.title();
    let mover = pos.turn().title();
    match proof {
        Proof::Material => format!("{side} does not have the material to mate, however the opponent plays"),
        Proof::Locked { bishops: false, .. } => {
            "the pawns are locked and neither king can reach a pawn it could take, so no pawn can ever move, and kings alone never give check".to_string()
        }
        Proof::Locked { bishops: true, checks: false } => format!(
            "the pawns are locked, no king or bishop can ever take a pawn, and {side}'s pieces can never reach a square from which to give check"
        ),
        Proof::Locked { bishops: true, checks: true } => format!(
            "the pawns are locked, no king or bishop can ever take a pawn, and wherever {side} gives check the king keeps a flight square that no piece can ever cover or block"
        ),
        Proof::GameOver => "the game is already over".to_string(),
        Proof::EveryMove { only, leaves } => {
            let after = match only {
                Some(mv) => format!("{mover}'s only legal move, {}, leaves", pos.san(mv)),
                None => format!("every legal move {mover} has leaves"),
            };
            match leaves {
                Aftermath::BareKings => format!("{after} only the two kings on the board"),
                Aftermath::NoMatingMaterial => format!("{after} {side} without the material to mate"),
                Aftermath::SeventyFiveMoves => format!(
                    "{after} the game drawn by the seventy-five-move rule (75 moves by each side without a capture or a pawn move)"
                ),
                Aftermath::NoMate => format!("{after} a position in which {side} can never mate"),
            }
        }
        Proof::Exhaustive { positions } => format!(
            "all {positions} positions that can still arise were examined, and in none of them is {side} giving mate"
        ),
        Proof::SeventyFiveMoves { positions } => {
            let left = 150u32.saturating_sub(pos.halfmove_clock());
            let half_moves = if left == 1 { "half-move" } else { "half-moves" };
            format!(
                "the seventy-five-move rule draws the game after {left} more {half_moves} unless a pawn moves or a piece is taken, and none of the {positions} positions that can arise before then is a mate by {side}"
            )
        }
    }
}
