//! The game audit's findings as JavaScript receives them: `{game, players, kind, at, node,
//! ...facts, laws}`, the facts of each kind as [`What`] has them (sides, counts, results, the
//! proof as the status reasons give it), from which the page makes words in the reader's
//! language.

use super::json::{Json, Object};
use super::reasons::ProofJson;
use crate::audit::{Finding, What};
use crate::status::Outcome;

/// One finding of an audit.
pub(super) struct FindingJson<'a>(pub &'a Finding);

impl Json for FindingJson<'_> {
    fn write(&self, out: &mut String) {
        let f = self.0;
        let mut object = Object::new(out);
        object.field("game", &f.game);
        object.field("players", &f.players);
        object.field("kind", f.kind().code());
        object.field("at", &f.at);
        object.field("node", &f.node);
        let ending = |object: &mut Object, ended: &Outcome| {
            object.field("reason", ended.reason.code());
            object.field("winner", &ended.winner.map(|c| c.name()));
        };
        match &f.what {
            What::IllegalMove { line, error } | What::Unreadable { line, error } => {
                object.field("line", line);
                object.field("error", error);
            }
            What::MovesAfterEnd { ended, played, written } => {
                ending(&mut object, ended);
                object.field("played", played);
                object.field("written", written);
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
            } => {
                object.field("recorded", recorded);
                object.field("expected", *expected);
                ending(&mut object, ended);
                object.field("found", "onBoard");
            }
            What::DeadResult { recorded } => {
                object.field("recorded", recorded);
                object.field("expected", "1/2-1/2");
                object.field("reason", "deadPosition");
                object.field("winner", &None::<&str>);
                object.field("found", "byAnalysis");
            }
            What::TimeWinCannotMate {
                winner,
                proof,
                position,
            } => {
                object.field("winner", winner.name());
                object.field("proof", &ProofJson(position, *winner, *proof));
            }
            What::MissedClaim { rule, side, more } => {
                object.field("rule", rule.code());
                object.field("side", side.name());
                object.field("more", more);
            }
            What::ResultTagMismatch { tag, token } => {
                object.field("tag", tag);
                object.field("token", token);
            }
        }
        object.field("laws", &f.what.laws());
        object.end();
    }
}
