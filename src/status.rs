//! The state of a game as a player needs it: check, mate, every draw rule, and the reasons for
//! a learner (as values: [`reason`]).

mod reason;
pub use reason::{Book, DeadWhy, Law, NoForce, Reason, Remains, TableClock};

use crate::board::Position;
use crate::board::draw::{self, Material};
use crate::moves::Move;
use crate::tablebase::{Tablebases, Value};
use crate::types::{Color, Role};
use crate::winnability::{self, Aftermath, Analysis, Proof, Verdict};

/// Why a game has ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// FIDE 5.2.2 by material alone.
    InsufficientMaterial,
    /// FIDE 5.2.2 for another reason: a locked pawn structure, or a search.
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

    /// The reason in words: "checkmate", "seventy-five-move rule", ...
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::InsufficientMaterial => "insufficient material",
            EndReason::DeadPosition => "dead position",
            EndReason::SeventyFiveMoves => "seventy-five-move rule",
            EndReason::Fivefold => "fivefold repetition",
        }
    }
}

/// What decides whether a game is over in its current position.
#[derive(Clone, Copy, Debug)]
pub struct Ending {
    pub checkmate: bool,
    pub stalemate: bool,
    pub halfmove_clock: u32,
    pub insufficient_material: bool,
    /// Neither side can ever mate (by material, a locked structure or a search).
    pub dead_position: bool,
    pub fivefold: bool,
}

impl Ending {
    /// How the game ended, if it did: the one place that decides it (`Status` and `Game` both
    /// ask here). Past 150 half-moves the seventy-five-move rule had drawn the game before
    /// anything else happened. Otherwise what the last move brought about on the board comes
    /// first: a mate (which takes precedence over the seventy-five-move rule, FIDE 9.6.2),
    /// a stalemate, a dead position; then the seventy-five-move rule and fivefold repetition.
    pub fn reason(&self) -> Option<EndReason> {
        if self.halfmove_clock > 150 {
            Some(EndReason::SeventyFiveMoves)
        } else if self.checkmate {
            Some(EndReason::Checkmate)
        } else if self.stalemate {
            Some(EndReason::Stalemate)
        } else if self.insufficient_material {
            Some(EndReason::InsufficientMaterial)
        } else if self.dead_position {
            Some(EndReason::DeadPosition)
        } else if self.halfmove_clock == 150 {
            Some(EndReason::SeventyFiveMoves)
        } else if self.fivefold {
            Some(EndReason::Fivefold)
        } else {
            None
        }
    }
}

impl Ending {
    /// The ending of the last position of `history` from the quick proofs (material, locked
    /// structures), as a game decides whether a move may follow.
    pub fn of(history: &[Position]) -> Ending {
        let Some(pos) = history.last() else {
            unreachable!("a history has a position")
        };
        Ending::of_position(pos, draw::repetitions(history))
    }

    /// [`Ending::of`] for a position that has occurred `repetitions` times (itself included).
    pub fn of_position(pos: &Position, repetitions: u32) -> Ending {
        let has_moves = pos.count_legal_moves() > 0;
        let insufficient_material = pos.draw_by_insufficient_material_rule();
        Ending {
            checkmate: !has_moves && pos.is_check(),
            stalemate: !has_moves && !pos.is_check(),
            halfmove_clock: pos.halfmove_clock(),
            insufficient_material,
            dead_position: insufficient_material || winnability::quick_both(pos).iter().all(Option::is_some),
            fivefold: repetitions >= 5,
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

/// What happens when a player's flag falls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// The opponent wins.
    OpponentWins,
    /// The game is drawn.
    Draw,
    /// Not settled: it turns on a question the analysis has not answered (yet).
    NotSettled,
}

impl Ruling {
    /// The code used in the JavaScript API.
    pub fn code(self) -> &'static str {
        match self {
            Ruling::OpponentWins => "opponentWins",
            Ruling::Draw => "draw",
            Ruling::NotSettled => "notSettled",
        }
    }
}

/// The clauses of US Chess rule 14E ("insufficient material to continue") under which a fallen
/// flag is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UsChessRule {
    /// 14E1: the opponent has a lone king.
    LoneKing,
    /// 14E2: the opponent has only a king and a bishop or a knight, and no forced win.
    LoneMinor,
    /// 14E3: the opponent has only a king and two knights, the flagging player no pawns, and the
    /// opponent no forced win.
    TwoKnights,
}

impl UsChessRule {
    /// The rule's number: `14E1`, `14E2` or `14E3`.
    pub fn code(self) -> &'static str {
        match self {
            UsChessRule::LoneKing => "14E1",
            UsChessRule::LoneMinor => "14E2",
            UsChessRule::TwoKnights => "14E3",
        }
    }
}

/// The rulings when one player's flag falls, under the FIDE Laws and under US Chess rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagFall {
    /// FIDE 6.9: the opponent wins, unless it could not checkmate by any series of legal moves.
    pub fide: Ruling,
    /// US Chess 14E where one of its clauses applies; otherwise the same as FIDE.
    pub us_chess: Ruling,
    /// The 14E clause that applies, if any.
    pub us_rule: Option<UsChessRule>,
}

impl FlagFall {
    /// The rulings when `flagger`'s flag falls in `pos`, given what is known of whether the
    /// opponent can ever mate.
    fn new(pos: &Position, flagger: Color, opponent_can_mate: &Verdict) -> FlagFall {
        let fide = match opponent_can_mate {
            Verdict::Unwinnable(_) => Ruling::Draw,
            Verdict::Winnable(_) => Ruling::OpponentWins,
            Verdict::Unknown => Ruling::NotSettled,
        };
        let theirs = pos.material(flagger.other());
        let pieces = theirs.pawns + theirs.knights + theirs.bishops + theirs.rooks + theirs.queens;
        let us_rule = if pieces == 0 {
            Some(UsChessRule::LoneKing)
        } else if pieces == 1 && theirs.knights + theirs.bishops == 1 {
            Some(UsChessRule::LoneMinor)
        } else if pieces == 2 && theirs.knights == 2 && pos.pieces(flagger, Role::Pawn).is_empty() {
            Some(UsChessRule::TwoKnights)
        } else {
            None
        };
        let us_chess = match us_rule {
            Some(UsChessRule::LoneKing) => Ruling::Draw,
            // A draw unless the opponent has a forced win: there is none for a side that can
            // never mate; otherwise nothing here proves or refutes one.
            Some(_) if fide == Ruling::Draw => Ruling::Draw,
            Some(_) => Ruling::NotSettled,
            None => fide,
        };
        FlagFall {
            fide,
            us_chess,
            us_rule,
        }
    }
}

/// What an endgame table says about a position: the result with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableVerdict {
    /// The value for the side to move.
    pub value: Value,
    /// The side that mates with best play; `None` for a draw.
    pub winner: Option<Color>,
    /// The winner's moves to mate with best play.
    pub mate_in: Option<u32>,
    /// The mate would come after the half-move clock reaches 150, so the seventy-five-move
    /// rule ends the game first unless a capture or pawn move on the way resets the count.
    pub seventy_five_first: bool,
    /// The distance to zeroing in plies (how soon, with best play, a capture, a pawn move or
    /// mate comes), when the table's were worked out: only where it decides.
    pub dtz: Option<u32>,
    /// Whether, with best play, the seventy-five-move rule draws the game before the winner
    /// mates or resets the count: exact from the mate's distance when it comes in time, else
    /// from the distance to zeroing; `None` when that was not worked out.
    pub seventy_five_draws: Option<bool>,
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
    /// Neither side can ever mate, proved: by material, a locked pawn structure, or (in the
    /// exact status) a search. `false` is proved only when a side's verdict is winnable.
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
    /// Seed 000 for the whole board: someone has the material that can force mate.
    pub sufficient_material_to_force_mate: bool,
    /// Seed 000 for each side (indexed by colour): it has the material that can force mate in
    /// general (a queen, rook or pawn, the bishop pair, ...). A rule of thumb, not a proof.
    pub material_to_force_mate: [bool; 2],
    /// Whether each side can force mate, proved: `Some(false)` when it can never mate or the
    /// game is over without its mate, `Some(true)` when it has mated; `None` when not settled.
    pub can_force_mate: [Option<bool>; 2],
    /// Whether each side could still mate by some series of legal moves: `false` only with a
    /// proof, `true` proved only when its verdict in `winnability` is winnable.
    pub can_ever_mate: [bool; 2],
    /// For each side, whether it can ever mate: a mating line, a proof that it cannot, or
    /// unknown; with the positions examined.
    pub winnability: [Analysis; 2],
    /// Whether the verdicts come from the full analysis (a search within a node budget) rather
    /// than the quick static proofs alone.
    pub exact: bool,
    /// The rulings when each side's flag falls (indexed by the flagging side); `None` once the
    /// game is over.
    pub flag_fall: Option<[FlagFall; 2]>,
    pub bishop_pair: [bool; 2],
    /// What the endgame tables say, when they cover the position (see [`Status::with_tables`]).
    pub tablebase: Option<TableVerdict>,
    /// One reason per rule that fired, for a learner.
    pub reasons: Vec<Reason>,
}

impl Status {
    /// The status of the last position of `history`, a game's positions from its start, from
    /// the quick static proofs. Returns `None` for an empty history.
    pub fn of_history(history: &[Position]) -> Option<Status> {
        Status::build(history, Analyse::Quick)
    }

    /// The status of the last position of `history` with the full winnability analysis: each
    /// side not settled by the quick proofs is searched, the two within `budget` nodes in all.
    /// A side whose search runs out of budget stays unknown.
    pub fn of_history_exact(history: &[Position], budget: u64) -> Option<Status> {
        Status::build(history, Analyse::Budget(budget, winnability::winnability))
    }

    /// The status of a lone position, with no game before it (so no repetitions).
    pub fn of_position(pos: &Position) -> Status {
        Status::of_history(std::slice::from_ref(pos)).unwrap_or_else(|| unreachable!("one position"))
    }

    /// [`Status::of_position`] with the full analysis (see [`Status::of_history_exact`]).
    pub fn of_position_exact(pos: &Position, budget: u64) -> Status {
        Status::of_history_exact(std::slice::from_ref(pos), budget).unwrap_or_else(|| unreachable!("one position"))
    }

    /// The status of a lone position with verdicts already reached (by `winnability::explained`,
    /// say) for a game that goes on.
    pub fn of_position_with(pos: &Position, verdicts: [Analysis; 2]) -> Status {
        Status::build(std::slice::from_ref(pos), Analyse::Given(verdicts))
            .unwrap_or_else(|| unreachable!("one position"))
    }

    fn build(history: &[Position], analyse: Analyse) -> Option<Status> {
        let (pos, earlier) = history.split_last()?;
        let exact = !matches!(analyse, Analyse::Quick);
        let legal = pos.legal_moves();
        let check = pos.is_check();
        let checkmate = check && legal.is_empty();
        let stalemate = !check && legal.is_empty();
        let repetitions = draw::occurrences(earlier, pos);
        let insufficient_material = pos.draw_by_insufficient_material_rule();
        let clock = pos.halfmove_clock();
        let fifty_moves = pos.is_fifty_move_rule();
        let threefold = repetitions >= 3;
        let fivefold = repetitions >= 5;
        let mut ending = Ending {
            checkmate,
            stalemate,
            halfmove_clock: clock,
            insufficient_material,
            dead_position: false,
            fivefold,
        };
        // A game that a mate, a stalemate or the clock has ended needs no analysis; neither does
        // one drawn by fivefold repetition, beyond the quick proofs.
        let over_on_the_board = checkmate || stalemate || clock > 150;
        let winnability = if over_on_the_board {
            let mated = ending.reason() == Some(EndReason::Checkmate);
            Color::ALL.map(|color| Analysis {
                verdict: if mated && color != pos.turn() {
                    Verdict::Winnable(Vec::new())
                } else {
                    Verdict::Unwinnable(Proof::GameOver)
                },
                nodes: 0,
            })
        } else {
            match analyse {
                Analyse::Given(verdicts) => verdicts,
                Analyse::Budget(budget, search) if !fivefold && clock < 150 => verdicts(pos, Some((budget, search))),
                _ => verdicts(pos, None),
            }
        };
        ending.dead_position = insufficient_material
            || winnability
                .iter()
                .all(|a| matches!(a.verdict, Verdict::Unwinnable(p) if p != Proof::GameOver));
        let outcome = ending.reason().map(|reason| Outcome {
            winner: (reason == EndReason::Checkmate).then(|| pos.turn().other()),
            reason,
        });
        let over = outcome.is_some();
        // In a game drawn by a rule, whatever the verdicts said before, nobody mates any more.
        let winnability = if over && !over_on_the_board && !ending.dead_position {
            winnability.map(|_| Analysis {
                verdict: Verdict::Unwinnable(Proof::GameOver),
                nodes: 0,
            })
        } else {
            winnability
        };
        let seventy_five_moves = draw::seventy_five_moves(clock, checkmate);
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

        let both = |f: &dyn Fn(Color) -> bool| [f(Color::White), f(Color::Black)];
        let can_ever_mate = winnability
            .each_ref()
            .map(|a| !matches!(a.verdict, Verdict::Unwinnable(_)));
        let can_force_mate = winnability.each_ref().map(|a| match a.verdict {
            Verdict::Unwinnable(_) => Some(false),
            Verdict::Winnable(ref line) if line.is_empty() => Some(true),
            _ => None,
        });
        let flag_fall = (!over).then(|| {
            Color::ALL.map(|flagger| FlagFall::new(pos, flagger, &winnability[flagger.other().index()].verdict))
        });
        let mut status = Status {
            turn: pos.turn(),
            check,
            checkmate,
            stalemate,
            halfmove_clock: clock,
            fullmove_number: pos.fullmove_number(),
            repetitions,
            insufficient_material,
            fifty_moves,
            threefold,
            seventy_five_moves,
            fivefold,
            dead_position: ending.dead_position,
            claimable_draw,
            claim_moves,
            claim_rules,
            automatic_draw: outcome.is_some_and(|o| o.winner.is_none()),
            outcome,
            sufficient_material_to_force_mate: pos.sufficient_material_to_force_checkmate(),
            material_to_force_mate: both(&|c| pos.can_force_mate(c)),
            can_force_mate,
            can_ever_mate,
            winnability,
            exact,
            flag_fall,
            bishop_pair: both(&|c| pos.has_bishop_pair(c)),
            tablebase: None,
            reasons: Vec::new(),
        };
        status.reasons = reasons(pos, &status);
        Some(status)
    }
}

impl Status {
    /// The status with the endgame tables' verdict added where they cover `pos` (the position
    /// this status is of): at most four men, no castling rights, its table built, the game not
    /// over. Then "can force mate" is exact for both sides, and so is the forced win that US
    /// Chess 14E turns on; the material rule of thumb gives way to the table.
    pub fn with_tables(mut self, pos: &Position, tables: &Tablebases) -> Status {
        if self.outcome.is_some() {
            return self;
        }
        let Ok(value) = tables.probe(pos) else {
            return self;
        };
        let (winner, plies) = match value {
            Value::Win(p) => (Some(pos.turn()), Some(p)),
            Value::Loss(p) => (Some(pos.turn().other()), Some(p)),
            Value::Draw => (None, None),
        };
        let seventy_five_first = plies.is_some_and(|p| self.halfmove_clock + p > 150);
        // A mate that comes too late may still be reached: a capture or pawn move on the way
        // restarts the count (FIDE 9.6.2), and no ending of four men needs 150 plies after one.
        let dtz = if seventy_five_first {
            tables.dtz(pos).ok().flatten()
        } else {
            None
        };
        self.tablebase = Some(TableVerdict {
            value,
            winner,
            mate_in: value.moves(),
            seventy_five_first,
            dtz,
            seventy_five_draws: match (winner, seventy_five_first, dtz) {
                (None, _, _) | (_, false, _) => Some(false),
                (_, true, Some(d)) => Some(self.halfmove_clock + d > 150),
                (_, true, None) => None,
            },
        });
        self.can_force_mate = Color::ALL.map(|c| Some(winner == Some(c)));
        if let Some(flags) = self.flag_fall.as_mut() {
            for flagger in Color::ALL {
                let flag = &mut flags[flagger.index()];
                let forced_win = winner == Some(flagger.other());
                // A forced win proves that a mate is possible (FIDE 6.9), and it is exactly
                // what US Chess 14E2 and 14E3 ask about.
                if forced_win && flag.fide == Ruling::NotSettled {
                    flag.fide = Ruling::OpponentWins;
                }
                flag.us_chess = match flag.us_rule {
                    Some(UsChessRule::LoneMinor | UsChessRule::TwoKnights) if forced_win => Ruling::OpponentWins,
                    Some(UsChessRule::LoneMinor | UsChessRule::TwoKnights) => Ruling::Draw,
                    _ => flag.fide,
                };
            }
        }
        self.reasons = reasons(pos, &self);
        self
    }
}

/// The winnability search of one side within a budget ([`winnability::winnability`]).
type Search = fn(&Position, Color, u64) -> Analysis;

/// Where a status's verdicts come from.
enum Analyse {
    /// The quick static proofs.
    Quick,
    /// A search of each side within this many nodes in all. The search is named here, not
    /// called directly, so that code asking only for quick statuses (the page's wasm module)
    /// does not link it.
    Budget(u64, Search),
    /// Verdicts reached beforehand.
    Given([Analysis; 2]),
}

/// Each side's verdict in a game that goes on: the quick static proofs, and with a budget a
/// search for each side they leave open (the first side searched gets half the budget, the
/// second the rest).
fn verdicts(pos: &Position, search: Option<(u64, Search)>) -> [Analysis; 2] {
    let quick = winnability::quick_both(pos);
    let searched = quick.iter().filter(|p| p.is_none()).count() as u64;
    let mut left = search.map_or(0, |(budget, _)| budget);
    let mut share = if searched == 2 { left / 2 } else { left };
    Color::ALL.map(|color| match (quick[color.index()], search) {
        (Some(proof), _) => Analysis {
            verdict: Verdict::Unwinnable(proof),
            nodes: 0,
        },
        (None, None) => Analysis {
            verdict: Verdict::Unknown,
            nodes: 0,
        },
        (None, Some((_, search))) => {
            let analysis = search(pos, color, share);
            left = left.saturating_sub(analysis.nodes);
            share = left;
            analysis
        }
    })
}

/// The reasons for a learner, one per rule that fired: what applies, never its words (they are
/// made from these in the reader's language).
fn reasons(pos: &Position, s: &Status) -> Vec<Reason> {
    let mover = s.turn;
    let reason = s.outcome.map(|o| o.reason);
    let mut out = Vec::new();
    if reason == Some(EndReason::Checkmate) {
        out.push(Reason::Checkmate { mated: mover });
    } else if s.checkmate {
        out.push(Reason::MatedTooLate { mated: mover });
    } else if s.check {
        out.push(Reason::Check { side: mover });
    }
    if s.stalemate {
        out.push(Reason::Stalemate { side: mover });
    }
    if s.insufficient_material {
        out.push(Reason::InsufficientMaterial { remains: remains(pos) });
    }
    if s.dead_position && !s.insufficient_material {
        out.push(Reason::DeadPosition { why: dead_reason(s) });
    }
    if s.fivefold {
        out.push(Reason::Fivefold { count: s.repetitions });
    } else if s.threefold && s.outcome.is_none() {
        out.push(Reason::Threefold {
            count: s.repetitions,
            side: mover,
        });
    }
    if s.seventy_five_moves {
        out.push(Reason::SeventyFiveMoves);
    } else if s.fifty_moves && s.outcome.is_none() {
        out.push(Reason::FiftyMoves { side: mover });
    }
    if !s.claim_moves.is_empty() && !s.claimable_draw && s.outcome.is_none() {
        out.push(Reason::ClaimByWriting {
            side: mover,
            moves: s.claim_moves.clone(),
        });
    }
    if s.outcome.is_some() {
        return out;
    }
    if let Some(table) = s.tablebase {
        out.push(match (table.winner, table.mate_in) {
            (Some(winner), Some(mate_in)) => {
                let left = 150u32.saturating_sub(s.halfmove_clock);
                let clock = match (table.seventy_five_first, table.seventy_five_draws, table.dtz) {
                    (true, Some(true), Some(dtz)) => Some(TableClock::DrawsFirst { dtz, left }),
                    (true, Some(false), Some(dtz)) => Some(TableClock::ResetInTime { dtz, left }),
                    (true, _, _) => Some(TableClock::UnlessReset),
                    _ => None,
                };
                Reason::TableWin { winner, mate_in, clock }
            }
            _ => Reason::TableDraw,
        });
    } else if !s.sufficient_material_to_force_mate {
        out.push(Reason::MateCannotBeForced);
    }
    for color in Color::ALL {
        let verdict = &s.winnability[color.index()].verdict;
        // A side that can never mate at all is explained below; the table's word replaces the
        // rule of thumb.
        if !s.material_to_force_mate[color.index()] && verdict.proof().is_none() && s.tablebase.is_none() {
            out.push(Reason::NoForcedMate {
                side: color,
                why: why_no_forced_mate(pos, color),
            });
        }
        if s.exact && *verdict == Verdict::Unknown {
            out.push(Reason::NotSettled { side: color });
        }
    }
    let Some(flags) = s.flag_fall else {
        return out;
    };
    for flagger in Color::ALL {
        let opponent = flagger.other();
        let flag = flags[flagger.index()];
        if let Some(proof) = s.winnability[opponent.index()].verdict.proof() {
            out.push(Reason::FlagDraw { flagger, proof });
        }
        if let Some(rule) = flag.us_rule
            && (flag.us_chess != flag.fide || (s.tablebase.is_some() && rule != UsChessRule::LoneKing))
        {
            out.push(Reason::UsChess {
                rule,
                flagger,
                ruling: flag.us_chess,
                table: s.tablebase.is_some(),
            });
        }
    }
    out
}

/// Why neither side can ever mate, for the dead-position reason.
fn dead_reason(s: &Status) -> DeadWhy {
    let proofs = s
        .winnability
        .each_ref()
        .map(|a| a.verdict.proof().unwrap_or(Proof::Material));
    let [white, black] = proofs;
    // One proof for both sides where it does not depend on the side: after every move only the
    // kings are left, or the game is drawn; the pawns are locked and only kings move.
    let for_both = |p: &Proof| {
        matches!(
            p,
            Proof::EveryMove {
                leaves: Aftermath::BareKings | Aftermath::SeventyFiveMoves,
                ..
            }
        )
    };
    if let Some(&proof) = proofs.iter().find(|p| for_both(p)) {
        return DeadWhy::Both(proof);
    }
    if white == black && matches!(white, Proof::Locked { bishops: false, .. }) {
        return DeadWhy::Both(white);
    }
    if let [
        Proof::Exhaustive { positions: white },
        Proof::Exhaustive { positions: black },
    ] = proofs
    {
        return DeadWhy::Searched { white, black };
    }
    let explained: Vec<(Color, Proof)> = Color::ALL
        .into_iter()
        .zip(proofs)
        .filter(|&(_, proof)| proof != Proof::Material)
        .collect();
    match explained.as_slice() {
        [] => DeadWhy::Both(Proof::Material),
        &[(side, proof)] => DeadWhy::OneSide { side, proof },
        _ => DeadWhy::Each([white, black]),
    }
}

/// What remains in a position drawn by insufficient material.
fn remains(pos: &Position) -> Remains {
    let knights = pos.by_role(Role::Knight).count();
    let bishops = pos.by_role(Role::Bishop);
    match (knights, bishops.count()) {
        (0, 0) => Remains::Kings,
        (1, 0) => Remains::Knight,
        (0, 1) => Remains::Bishop,
        _ => Remains::SameColourBishops {
            light: (bishops & crate::Bitboard::LIGHT_SQUARES).nonempty(),
        },
    }
}

/// Why `color` (which cannot force mate, so has no queen, rook or pawn) cannot.
fn why_no_forced_mate(pos: &Position, color: Color) -> NoForce {
    let ours: Material = pos.material(color);
    let opponent_bare = pos.by_color(color.other()).count() == 1;
    match (ours.knights, ours.bishops) {
        (0, 0) => NoForce::LoneKing,
        (1, 0) => NoForce::Knight,
        (0, 1) => NoForce::Bishop,
        (2, 0) => NoForce::TwoKnights { bare: opponent_bare },
        _ => NoForce::SameColourBishops {
            light: ours.light_bishops > 0,
        },
    }
}
