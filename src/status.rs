//! The state of a game as a player needs it: check, mate, every draw rule, and reasons in
//! plain English for a learner.

use crate::board::Position;
use crate::board::draw::{self, Material};
use crate::moves::Move;
use crate::types::{Color, Role};
use crate::winnability::{self, Proof};

/// Why a game has ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// FIDE 5.2.2 by material alone.
    InsufficientMaterial,
    /// FIDE 5.2.2 for another reason: a locked pawn structure.
    DeadPosition,
    /// FIDE 9.6.2.
    SeventyFiveMoves,
    /// FIDE 9.6.1.
    Fivefold,
}

impl EndReason {
    /// The code used in the JavaScript API.
    pub fn code(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficientMaterial",
            EndReason::DeadPosition => "deadPosition",
            EndReason::SeventyFiveMoves => "seventyFiveMoves",
            EndReason::Fivefold => "fivefold",
        }
    }
}

/// How a game has ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

/// The rule a draw claim rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimRule {
    /// FIDE 9.2: the position would occur for the third time.
    Threefold,
    /// FIDE 9.3: fifty moves by each side without a capture or pawn move.
    FiftyMoves,
}

impl ClaimRule {
    /// The code used in the JavaScript API.
    pub fn code(self) -> &'static str {
        match self {
            ClaimRule::Threefold => "threefold",
            ClaimRule::FiftyMoves => "fiftyMoves",
        }
    }
}

/// Everything the draw rules say about the current position of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub turn: Color,
    pub check: bool,
    pub checkmate: bool,
    pub stalemate: bool,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
    /// Occurrences of the current position in the game, counting this one.
    pub repetitions: u32,
    pub insufficient_material: bool,
    pub fifty_moves: bool,
    pub threefold: bool,
    pub seventy_five_moves: bool,
    pub fivefold: bool,
    /// No sequence of legal moves can end in mate: by material, or shown by the quick
    /// winnability analysis (a locked pawn structure).
    pub dead_position: bool,
    /// The player to move may claim a draw now (fifty moves or threefold, when not mated).
    pub claimable_draw: bool,
    /// The moves after which a draw claim would be valid (FIDE 9.2.1.1, 9.3.1), in order.
    pub claim_moves: Vec<Move>,
    /// For each claim move, the rule the claim would rest on (threefold when both apply).
    pub claim_rules: Vec<ClaimRule>,
    /// The game is over without a claim.
    pub automatic_draw: bool,
    pub outcome: Option<Outcome>,
    pub sufficient_material_to_force_mate: bool,
    /// Indexed by colour (White first).
    pub can_force_mate: [bool; 2],
    /// Whether each side could still mate by some series of legal moves, as far as the quick
    /// winnability analysis can tell (false only with a proof).
    pub can_ever_mate: [bool; 2],
    /// For each side that can never mate, why (indexed by colour).
    pub unwinnable: [Option<Proof>; 2],
    pub bishop_pair: [bool; 2],
    /// One sentence per rule that fired, for a learner.
    pub reasons: Vec<String>,
}

impl Status {
    /// The status of the last position of `history`, a game's positions from its start.
    /// Returns `None` for an empty history.
    pub fn of_history(history: &[Position]) -> Option<Status> {
        let (pos, earlier) = history.split_last()?;
        let legal = pos.legal_moves();
        let check = pos.is_check();
        let checkmate = check && legal.is_empty();
        let stalemate = !check && legal.is_empty();
        let repetitions = draw::occurrences(earlier, pos);
        let insufficient_material = pos.draw_by_insufficient_material_rule();
        let unwinnable = winnability::quick_both(pos);
        let dead_position = insufficient_material || unwinnable.iter().all(Option::is_some);
        let fifty_moves = pos.is_fifty_move_rule();
        let seventy_five_moves = draw::seventy_five_moves(pos.halfmove_clock(), checkmate);
        let threefold = repetitions >= 3;
        let fivefold = repetitions >= 5;
        // Nothing is claimed in a game that is already over.
        let over = checkmate || stalemate || dead_position || fivefold || seventy_five_moves;
        let claimable_draw = (fifty_moves || threefold) && !over;

        // A claim on the move about to be played: the move is written down, not yet made, and
        // the position after it would repeat for the third time or complete fifty moves. A
        // move that mates wins instead, so it is never a drawing claim.
        let claims: Vec<(Move, ClaimRule)> = if over {
            Vec::new()
        } else {
            legal
                .iter()
                .filter_map(|&mv| {
                    let after = pos.after(mv);
                    if after.is_checkmate() {
                        None
                    } else if draw::occurrences(history, &after) >= 3 {
                        Some((mv, ClaimRule::Threefold))
                    } else if after.is_fifty_move_rule() {
                        Some((mv, ClaimRule::FiftyMoves))
                    } else {
                        None
                    }
                })
                .collect()
        };
        let (claim_moves, claim_rules) = claims.into_iter().unzip();

        // A mate counts unless the seventy-five-move rule had already drawn the game.
        let reason = if checkmate && !seventy_five_moves {
            Some(EndReason::Checkmate)
        } else if stalemate {
            Some(EndReason::Stalemate)
        } else if insufficient_material {
            Some(EndReason::InsufficientMaterial)
        } else if dead_position {
            Some(EndReason::DeadPosition)
        } else if fivefold {
            Some(EndReason::Fivefold)
        } else if seventy_five_moves {
            Some(EndReason::SeventyFiveMoves)
        } else {
            None
        };
        let outcome = reason.map(|reason| Outcome {
            winner: (reason == EndReason::Checkmate).then(|| pos.turn().other()),
            reason,
        });
        let both = |f: &dyn Fn(Color) -> bool| [f(Color::White), f(Color::Black)];
        let mut status = Status {
            turn: pos.turn(),
            check,
            checkmate,
            stalemate,
            halfmove_clock: pos.halfmove_clock(),
            fullmove_number: pos.fullmove_number(),
            repetitions,
            insufficient_material,
            fifty_moves,
            threefold,
            seventy_five_moves,
            fivefold,
            dead_position,
            claimable_draw,
            claim_moves,
            claim_rules,
            automatic_draw: outcome.is_some_and(|o| o.winner.is_none()),
            outcome,
            sufficient_material_to_force_mate: pos.sufficient_material_to_force_checkmate(),
            // A side that can never mate cannot force it either (a locked pawn wall).
            can_force_mate: both(&|c| pos.can_force_mate(c) && unwinnable[c.index()].is_none()),
            can_ever_mate: unwinnable.map(|proof| proof.is_none()),
            bishop_pair: both(&|c| pos.has_bishop_pair(c)),
            unwinnable,
            reasons: Vec::new(),
        };
        status.reasons = reasons(pos, &status);
        Some(status)
    }

    /// The status of a lone position, with no game before it (so no repetitions).
    pub fn of_position(pos: &Position) -> Status {
        Status::of_history(std::slice::from_ref(pos)).unwrap_or_else(|| unreachable!("one position"))
    }
}

/// The sentences for a learner, one per rule that fired.
fn reasons(pos: &Position, s: &Status) -> Vec<String> {
    let mover = s.turn.title();
    let other = s.turn.other().title();
    let mut out = Vec::new();
    if s.checkmate && s.outcome.is_some_and(|o| o.reason == EndReason::Checkmate) {
        out.push(format!(
            "Checkmate: {mover} is in check and has no legal move. {other} wins."
        ));
    } else if s.checkmate {
        out.push(format!(
            "{mover} is checkmated, but too late: the seventy-five-move rule had already drawn the game."
        ));
    } else if s.check {
        out.push(format!("{mover} is in check."));
    }
    if s.stalemate {
        out.push(format!(
            "Stalemate: {mover} is not in check but has no legal move, so the game is drawn."
        ));
    }
    if s.insufficient_material {
        out.push(format!(
            "Draw: neither side can checkmate - {}.",
            describe_insufficient(pos)
        ));
    }
    if s.dead_position && !s.insufficient_material {
        let proof = s
            .unwinnable
            .into_iter()
            .flatten()
            .find(|p| *p != Proof::Material)
            .unwrap_or(Proof::Material);
        out.push(format!(
            "Dead position: {}, so no series of legal moves can end in checkmate and the game is drawn (FIDE 5.2.2).",
            proof.explain(Color::White)
        ));
    }
    if s.fivefold {
        out.push(format!(
            "Fivefold repetition: this position has occurred {} times, so the game is drawn automatically.",
            s.repetitions
        ));
    } else if s.threefold {
        out.push(format!(
            "Threefold repetition: this position has occurred {} times; {mover} may claim a draw.",
            s.repetitions
        ));
    }
    if s.seventy_five_moves {
        out.push(
            "Seventy-five-move rule: 75 moves by each side without a capture or a pawn move; the game is drawn automatically."
                .to_string(),
        );
    } else if s.fifty_moves && !s.checkmate {
        out.push(format!(
            "Fifty-move rule: 50 moves by each side without a capture or a pawn move; {mover} may claim a draw."
        ));
    }
    if !s.claim_moves.is_empty() && !s.claimable_draw && s.outcome.is_none() {
        let moves: Vec<String> = s.claim_moves.iter().map(|&mv| pos.san(mv)).collect();
        out.push(format!(
            "{mover} may claim a draw by writing down {} before playing it (FIDE 9.2.1.1 and 9.3.1).",
            join_or(&moves)
        ));
    }
    if s.outcome.is_none() {
        if !s.sufficient_material_to_force_mate {
            out.push(
                "Mate cannot be forced: neither side has the material to force checkmate, so with correct play the game is a draw - but it cannot be claimed on material, because a mate is still possible if a player blunders."
                    .to_string(),
            );
        }
        for color in Color::ALL {
            // A side that can never mate at all is explained below.
            if !s.can_force_mate[color.index()] && s.unwinnable[color.index()].is_none() {
                out.push(format!(
                    "{} cannot force mate: {}.",
                    color.title(),
                    why_no_forced_mate(pos, color)
                ));
            }
        }
        for color in Color::ALL {
            if let Some(proof) = s.unwinnable[color.index()] {
                out.push(format!(
                    "If {}'s flag falls, the game is drawn: {} could not checkmate by any series of legal moves, because {} (FIDE 6.9).",
                    color.other().title(),
                    color.title(),
                    proof.explain(color)
                ));
            }
        }
    }
    out
}

/// "a or b", "a, b or c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// What remains in a position drawn by insufficient material.
fn describe_insufficient(pos: &Position) -> String {
    let knights = pos.by_role(Role::Knight).count();
    let bishops = pos.by_role(Role::Bishop);
    match (knights, bishops.count()) {
        (0, 0) => "only the two kings remain".to_string(),
        (1, 0) => "only the kings and a single knight remain".to_string(),
        (0, 1) => "only the kings and a single bishop remain".to_string(),
        _ => {
            let colour = if (bishops & crate::Bitboard::LIGHT_SQUARES).nonempty() {
                "light"
            } else {
                "dark"
            };
            format!("only kings and bishops on {colour} squares remain")
        }
    }
}

/// Why `color` (which cannot force mate, so has no queen, rook or pawn) cannot.
fn why_no_forced_mate(pos: &Position, color: Color) -> String {
    let ours: Material = pos.material(color);
    let opponent_bare = pos.by_color(color.other()).count() == 1;
    match (ours.knights, ours.bishops) {
        (0, 0) => "a lone king can never give checkmate".to_string(),
        (1, 0) => "a single knight cannot force checkmate".to_string(),
        (0, 1) => "a single bishop cannot force checkmate".to_string(),
        (2, 0) if opponent_bare => "two knights cannot force checkmate against a lone king".to_string(),
        (2, 0) => "two knights cannot force checkmate".to_string(),
        _ => {
            let colour = if ours.light_bishops > 0 { "light" } else { "dark" };
            format!("its bishops all stand on {colour} squares, and bishops of one colour cannot force checkmate")
        }
    }
}
