//! The reasons of a status and the proofs of the verdicts as JavaScript receives them: plain
//! objects of a `kind` and its facts (sides, counts, moves in SAN, the articles cited), from
//! which the page makes words in the reader's language.

use super::json::{Json, Object};
use crate::board::Position;
use crate::status::{DeadWhy, Law, NoForce, Reason, Remains, TableClock};
use crate::winnability::{Aftermath, Proof};

/// A reason of the status of `pos`: `{kind, ...facts, laws}`.
pub(super) struct ReasonJson<'a>(pub &'a Position, pub &'a Reason);

/// Why `side` can never mate from `pos`: `{kind, side, ...facts}`.
pub(super) struct ProofJson<'a>(pub &'a Position, pub crate::types::Color, pub Proof);

impl Json for Law {
    fn write(&self, out: &mut String) {
        let mut object = Object::new(out);
        object.field("book", self.book.code());
        object.field("edition", self.book.edition());
        object.field("article", self.article);
        object.end();
    }
}

impl Json for ProofJson<'_> {
    fn write(&self, out: &mut String) {
        let ProofJson(pos, side, proof) = *self;
        let mut object = Object::new(out);
        object.field("kind", proof.code());
        object.field("side", side.name());
        match proof {
            Proof::Material | Proof::GameOver => {}
            Proof::Locked { bishops, checks } => {
                object.field("bishops", &bishops);
                object.field("checks", &checks);
            }
            Proof::EveryMove { only, leaves } => {
                object.field("mover", pos.turn().name());
                object.field("only", &only.map(|mv| pos.san(mv)));
                object.field(
                    "leaves",
                    match leaves {
                        Aftermath::BareKings => "bareKings",
                        Aftermath::NoMatingMaterial => "noMatingMaterial",
                        Aftermath::SeventyFiveMoves => "seventyFiveMoves",
                        Aftermath::NoMate => "noMate",
                    },
                );
            }
            Proof::Exhaustive { positions } => object.field("positions", &positions),
            Proof::SeventyFiveMoves { positions } => {
                object.field("positions", &positions);
                object.field("left", &150u32.saturating_sub(pos.halfmove_clock()));
            }
        }
        object.end();
    }
}

impl Json for ReasonJson<'_> {
    fn write(&self, out: &mut String) {
        let ReasonJson(pos, reason) = *self;
        let mut object = Object::new(out);
        object.field("kind", reason.code());
        let proof = |side, proof| ProofJson(pos, side, proof);
        match *reason {
            Reason::Checkmate { mated } | Reason::MatedTooLate { mated } => {
                object.field("side", mated.name());
                object.field("winner", mated.other().name());
            }
            Reason::Check { side }
            | Reason::Stalemate { side }
            | Reason::FiftyMoves { side }
            | Reason::NotSettled { side } => object.field("side", side.name()),
            Reason::InsufficientMaterial { remains } => {
                let (what, light) = match remains {
                    Remains::Kings => ("kings", None),
                    Remains::Knight => ("knight", None),
                    Remains::Bishop => ("bishop", None),
                    Remains::SameColourBishops { light } => ("sameColourBishops", Some(light)),
                };
                object.field("remains", what);
                object.field("light", &light);
            }
            Reason::DeadPosition { why } => match why {
                DeadWhy::Both(p) => {
                    object.field("why", "both");
                    object.field("proof", &proof(pos.turn(), p));
                }
                DeadWhy::Searched { white, black } => {
                    object.field("why", "searched");
                    object.field("positions", &(white, black));
                }
                DeadWhy::OneSide { side, proof: p } => {
                    object.field("why", "oneSide");
                    object.field("proof", &proof(side, p));
                }
                DeadWhy::Each([white, black]) => {
                    use crate::types::Color::{Black, White};
                    object.field("why", "each");
                    object.field("proofs", &(proof(White, white), proof(Black, black)));
                }
            },
            Reason::Fivefold { count } => object.field("count", &count),
            Reason::Threefold { count, side } => {
                object.field("count", &count);
                object.field("side", side.name());
            }
            Reason::SeventyFiveMoves | Reason::TableDraw | Reason::MateCannotBeForced => {}
            Reason::ClaimByWriting { side, ref moves } => {
                object.field("side", side.name());
                object.field("moves", &moves.iter().map(|&mv| pos.san(mv)).collect::<Vec<_>>());
            }
            Reason::TableWin { winner, mate_in, clock } => {
                object.field("winner", winner.name());
                object.field("mateIn", &mate_in);
                let (what, dtz, left) = match clock {
                    None => (None, None, None),
                    Some(TableClock::DrawsFirst { dtz, left }) => (Some("drawsFirst"), Some(dtz), Some(left)),
                    Some(TableClock::ResetInTime { dtz, left }) => (Some("resetInTime"), Some(dtz), Some(left)),
                    Some(TableClock::UnlessReset) => (Some("unlessReset"), None, None),
                };
                object.field("clock", &what);
                object.field("dtz", &dtz);
                object.field("left", &left);
            }
            Reason::NoForcedMate { side, why } => {
                object.field("side", side.name());
                let (what, light) = match why {
                    NoForce::LoneKing => ("loneKing", None),
                    NoForce::Knight => ("knight", None),
                    NoForce::Bishop => ("bishop", None),
                    NoForce::TwoKnights { bare: true } => ("twoKnightsBare", None),
                    NoForce::TwoKnights { bare: false } => ("twoKnights", None),
                    NoForce::SameColourBishops { light } => ("sameColourBishops", Some(light)),
                };
                object.field("why", what);
                object.field("light", &light);
            }
            Reason::FlagDraw { flagger, proof: p } => {
                object.field("side", flagger.name());
                object.field("proof", &proof(flagger.other(), p));
            }
            Reason::UsChess {
                rule,
                flagger,
                ruling,
                table,
            } => {
                object.field("side", flagger.name());
                object.field("rule", rule.code());
                object.field("ruling", ruling.code());
                object.field("table", &table);
            }
        }
        object.field("laws", &reason.laws());
        object.end();
    }
}
