//! The JavaScript API of annotated games: `GameTree` (a game with variations, comments, NAGs
//! and shapes, read from and written to PGN) and `pgnGames`. (`auditPgn` is the worker module's.)

use super::args::{FromArg, arg, array, get, invalid, optional, optional_whole, whole};
use super::json::{js_object, to_js};
use super::{js_error, move_error, start_arg, status_budget, status_of, status_to_js, with_tables};
use crate::pgn::{self, PgnError};
use crate::tree::{GameTree, NodeId, Notes, Shape, Step, TreeError};
use crate::types::Color;
use wasm_bindgen::prelude::*;

pub(super) fn pgn_error(e: PgnError) -> JsValue {
    js_error("PgnError", e)
}

fn tree_error(e: TreeError) -> JsValue {
    match e {
        TreeError::Move(m) => move_error(m),
        e => js_error(e.code(), e),
    }
}

/// Argument `at`, a tag's or a command's name: letters, digits and `_`.
fn word(value: &JsValue, at: &str) -> Result<String, JsValue> {
    let name: String = arg(value, at)?;
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(js_error(
            "InvalidArgument",
            format!("{at} must be letters, digits and '_'"),
        ));
    }
    Ok(name)
}

/// Argument `at`, a node id: a whole number (the tree then refuses an id no node has by name).
fn node_id(id: &JsValue, at: &str) -> Result<NodeId, JsValue> {
    whole(id, at, 0.0..=u32::MAX as f64).map(|id| id as NodeId)
}

#[cfg(feature = "worker")]
js_object! {
    struct RepairDto {
        line: u32,
        kind: &'static str,
        written: String,
        read: String,
    }
}

#[cfg(feature = "worker")]
fn repair_dtos(repairs: &[pgn::Repair]) -> Vec<RepairDto> {
    repairs
        .iter()
        .map(|r| RepairDto {
            line: r.line,
            kind: r.kind.code(),
            written: r.written.clone(),
            read: r.read.clone(),
        })
        .collect()
}

#[cfg(feature = "worker")]
js_object! {
    struct HeaderDto {
        number: usize,
        tags: Vec<(String, String)>,
        plies: usize,
        line: u32,
        /// The game's text in the string given, as JavaScript counts (UTF-16 units): from the
        /// end of the game before it (what lies between is this game's) to its own end.
        start: usize,
        end: usize,
        /// The line `start` is on.
        start_line: u32,
        /// Read as standard PGN: nothing repaired, nothing stopped.
        clean: bool,
        /// What stopped the game part-way, or `null`.
        error: Option<String>,
        repairs: Vec<RepairDto>,
    }
}

/// The games of a PGN text, for a list to choose from, each read: `[{number, tags: [[name,
/// value]...], plies, line, start, end, startLine, clean, error, repairs}]`. An empty list when
/// the text holds no game. (The worker module's: the page module reads no file's games.)
#[cfg(feature = "worker")]
#[wasm_bindgen(js_name = pgnGames)]
pub fn pgn_games(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
    let text: String = arg(&text, "pgnGames: text")?;
    let (bom, body) = match text.strip_prefix('\u{feff}') {
        Some(body) => (1, body),
        None => (0, text.as_str()),
    };
    let games = pgn::Games::split(body);
    // Offsets and lines counted on from one game's end to the next.
    let (mut byte, mut unit, mut line) = (0, bom, 1u32);
    let mut entries = Vec::with_capacity(games.len());
    for (index, header) in games.headers().into_iter().enumerate() {
        let end = games.end(index);
        let piece = body.get(byte..end).unwrap_or_default();
        let units = piece.chars().map(char::len_utf16).sum::<usize>();
        let read = games.read(index);
        let (error, repairs) = read.map_or((None, Vec::new()), |r| (r.error.map(|e| e.to_string()), r.repairs));
        entries.push(HeaderDto {
            number: header.number,
            tags: header.tags,
            plies: header.plies,
            line: header.line,
            start: unit,
            end: unit + units,
            start_line: line,
            clean: error.is_none() && repairs.is_empty(),
            error,
            repairs: repair_dtos(&repairs),
        });
        let bytes = piece.as_bytes();
        line += (0..bytes.len())
            .filter(|&i| bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n')))
            .count() as u32;
        (byte, unit) = (end, unit + units);
    }
    to_js(&entries)
}

js_object! {
    struct ShapeDto {
        /// `"green"`, `"red"`, `"yellow"` or `"blue"`.
        color: &'static str,
        from: String,
        to: String,
    }
}

const COLOR_NAMES: [(u8, &str); 4] = [(b'G', "green"), (b'R', "red"), (b'Y', "yellow"), (b'B', "blue")];

fn shape_dto(s: &Shape) -> ShapeDto {
    let color = COLOR_NAMES
        .iter()
        .find(|(c, _)| *c == s.color)
        .map_or("green", |(_, n)| n);
    ShapeDto {
        color,
        from: s.from.to_string(),
        to: s.to.to_string(),
    }
}

/// A shape from JavaScript, `{color, from, to}`.
fn shape_from(value: &JsValue) -> Result<Shape, JsValue> {
    let bad = || {
        let expected = "a shape {color: green|red|yellow|blue, from: square, to: square}";
        invalid("GameTree.setShapes: each shape", expected, value)
    };
    if !value.is_object() {
        return Err(bad());
    }
    let text = |name| get(value, name).ok().and_then(|v| String::read(&v)).ok_or_else(bad);
    let color = text("color")?;
    let color = COLOR_NAMES
        .iter()
        .find(|(_, n)| *n == color)
        .map(|(c, _)| *c)
        .ok_or_else(bad)?;
    Ok(Shape {
        color,
        from: text("from")?.parse().map_err(|_| bad())?,
        to: text("to")?.parse().map_err(|_| bad())?,
    })
}

js_object! {
    /// A node as the move list draws it.
    struct NodeDto<'a> {
        id: NodeId,
        parent: Option<NodeId>,
        children: &'a [NodeId],
        san: &'a str,
        uci: String,
        /// Moves from the start.
        ply: usize,
        /// The move's number, and whether White made it.
        move_number: u32,
        white: bool,
        /// On the main line.
        main: bool,
        nags: &'a [u8],
        before: &'a [String],
        after: &'a [String],
        shapes: Vec<ShapeDto>,
        commands: &'a [(String, String)],
        /// The claim timeline: `threefold`/`fiftyMoves` or `null`.
        claim: Option<&'static str>,
        announce: Option<&'static str>,
        /// How the game ended with this move (an end reason code), or `null`.
        ended: Option<&'static str>,
        after_end: bool,
    }
}

/// A game with variations: moves, comments, NAGs and shapes, a current node, an undo history,
/// and PGN in and out. Node ids are numbers; the start position is node 0.
#[wasm_bindgen(js_name = GameTree)]
pub struct JsGameTree {
    tree: GameTree,
    load_error: Option<String>,
    /// What was read leniently (the page module keeps only marks: see `clean`).
    repairs: Vec<pgn::Repair>,
}

#[wasm_bindgen(js_class = GameTree)]
impl JsGameTree {
    /// A new game from `fen` (the standard position when absent), with the Seven Tag Roster.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    ) -> Result<JsGameTree, JsValue> {
        Ok(JsGameTree {
            tree: GameTree::new(start_arg(&fen, "new GameTree: fen")?),
            load_error: None,
            repairs: Vec::new(),
        })
    }

    /// Game `game` (counting from 1; the first when absent) of PGN `text`. Throws `PgnError`
    /// when there is no such game or its tags cannot be read; a game with a bad move part-way
    /// keeps the moves before it, and `loadError` says what stopped it.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] game: JsValue,
    ) -> Result<JsGameTree, JsValue> {
        let text: String = arg(&text, "GameTree.fromPgn: text")?;
        let number = optional_whole(&game, "GameTree.fromPgn: game", 1.0..=1e9)?.map_or(1, |n| n as usize);
        let read = pgn::read(&text, number).map_err(pgn_error)?;
        if let Some(error) = &read.error
            && read.tree.main_line().len() == 1
            && error.kind == pgn::PgnErrorKind::Syntax
            && read.tree.tags().is_empty()
        {
            return Err(pgn_error(error.clone()));
        }
        Ok(JsGameTree {
            load_error: read.error.map(|e| e.to_string()),
            tree: read.tree,
            repairs: read.repairs,
        })
    }

    /// What stopped the PGN from being read in full, or `null`.
    #[wasm_bindgen(getter, js_name = loadError)]
    pub fn load_error(&self) -> Option<String> {
        self.load_error.clone()
    }

    /// Whether the PGN was read as standard PGN: nothing repaired and nothing stopped. (Where
    /// it is not, the worker module reads the game leniently and says what it repaired.)
    #[wasm_bindgen(getter)]
    pub fn clean(&self) -> bool {
        self.load_error.is_none() && self.repairs.is_empty()
    }

    /// What the PGN had that standard PGN has not, and how it was read: `[{line, kind,
    /// written, read}]` in the order of the text (the worker module's).
    #[cfg(feature = "worker")]
    #[wasm_bindgen(getter)]
    pub fn repairs(&self) -> Result<JsValue, JsValue> {
        to_js(&repair_dtos(&self.repairs))
    }

    /// The whole game as PGN.
    pub fn pgn(&self) -> Result<String, JsValue> {
        Ok(self.tree.to_pgn())
    }

    /// The current node's id.
    #[wasm_bindgen(getter)]
    pub fn current(&self) -> f64 {
        self.tree.current() as f64
    }

    /// Makes node `id` current.
    pub fn goto(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue) -> Result<(), JsValue> {
        self.tree.goto(node_id(&id, "GameTree.goto: id")?).map_err(tree_error)
    }

    /// The FEN at the current node.
    pub fn fen(&self) -> Result<String, JsValue> {
        Ok(self.tree.position().to_fen())
    }

    /// The FEN the game starts from.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> Result<String, JsValue> {
        Ok(self.tree.start().to_fen())
    }

    /// The legal moves at the current node, in UCI (none once the game is over there).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<Vec<String>, JsValue> {
        if self.tree.get(self.tree.current()).is_some_and(|n| n.game_over()) {
            return Ok(Vec::new());
        }
        Ok(self
            .tree
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect())
    }

    /// The status of the current node along its path (options as `Game.status`).
    pub fn status(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "StatusOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let budget = status_budget(options, "GameTree.status: options")?;
        let positions = self.tree.positions(self.tree.current());
        let status = status_of(&positions, budget).ok_or_else(|| js_error("InternalError", "a path has its start"))?;
        let pos = self.tree.position();
        status_to_js(pos, with_tables(pos, status))
    }

    /// Plays a move (UCI, SAN, or a null move `--`) at the current node, following the line
    /// when it is the next move and starting a variation otherwise: `{id, uci, san, created}`.
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
        let text: String = arg(&text, "GameTree.play: text")?;
        let before = self.tree.current();
        let known = self
            .tree
            .node(before)
            .map(|n| n.children().to_vec())
            .unwrap_or_default();
        let id = self.tree.play(&text).map_err(tree_error)?;
        let node = self.tree.node(id).map_err(tree_error)?;
        js_object! {
            struct Played {
                id: NodeId,
                created: bool,
                uci: String,
                san: String,
            }
        }
        to_js(&Played {
            id,
            created: !known.contains(&id),
            uci: node.uci(),
            san: node.san().to_string(),
        })
    }

    /// The game up to the current node for the engine and the proof worker: `{startFen, moves}`
    /// (moves in UCI), from the last position the draw rules need. That is the one after the
    /// last capture or pawn move (half-move clock 0): no position before it can occur again, so
    /// repetitions and claims come out the same, and the history never holds more than the
    /// seventy-five-move rule lets a game go on. A null move cannot be replayed, so the history
    /// starts after the last one too.
    pub fn history(&self) -> Result<JsValue, JsValue> {
        let path = self.tree.path(self.tree.current());
        let from = path
            .iter()
            .rposition(|&id| {
                self.tree
                    .get(id)
                    .is_some_and(|n| n.step() == Some(Step::Null) || n.position().halfmove_clock() == 0)
            })
            .unwrap_or(0);
        js_object! {
            struct History {
                start_fen: String,
                moves: Vec<String>,
            }
        }
        let node = |id: NodeId| self.tree.node(id).map_err(tree_error);
        to_js(&History {
            start_fen: node(path[from])?.position().to_fen(),
            moves: path[from + 1..]
                .iter()
                .map(|&id| node(id).map(|n| n.uci()))
                .collect::<Result<_, _>>()?,
        })
    }

    /// Every node, the start first and each parent before its children (see the README for
    /// the fields): what the move list draws.
    pub fn nodes(&self) -> Result<JsValue, JsValue> {
        let order = self.tree.preorder();
        // Each node's ply and whether it is on the main line, by id.
        let mut ply = vec![(0usize, false); self.tree.id_bound()];
        let mut out = Vec::with_capacity(order.len());
        for id in order {
            let node = self.tree.node(id).map_err(tree_error)?;
            let (depth, main) = match node.parent() {
                None => (0, true),
                Some(p) => {
                    let (d, m) = ply[p];
                    let first = self.tree.get(p).is_some_and(|n| n.children().first() == Some(&id));
                    (d + 1, m && first)
                }
            };
            ply[id] = (depth, main);
            let before = node.parent().and_then(|p| self.tree.get(p)).map(|p| *p.position());
            let marks = node.marks();
            out.push(NodeDto {
                id,
                parent: node.parent(),
                children: node.children(),
                san: node.san(),
                uci: node.uci(),
                ply: depth,
                move_number: before.map_or(node.position().fullmove_number(), |b| b.fullmove_number()),
                white: before.is_some_and(|b| b.turn() == Color::White),
                main,
                nags: &node.notes().nags,
                before: &node.notes().before,
                after: &node.notes().after,
                shapes: node.notes().shapes.iter().map(shape_dto).collect(),
                commands: &node.notes().commands,
                claim: marks.claim.map(|r| r.code()),
                announce: marks.announce.map(|r| r.code()),
                ended: marks.ended.map(|r| r.code()),
                after_end: marks.after_end,
            });
        }
        to_js(&out)
    }

    /// The node ids of the main line, the start first.
    #[wasm_bindgen(js_name = mainLine)]
    pub fn main_line(&self) -> Result<Vec<f64>, JsValue> {
        Ok(self.tree.main_line().into_iter().map(|id| id as f64).collect())
    }

    /// The node ids from the start to `id`.
    pub fn path(&self, #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue) -> Result<Vec<f64>, JsValue> {
        let id = node_id(&id, "GameTree.path: id")?;
        self.tree.node(id).map_err(tree_error)?;
        Ok(self.tree.path(id).into_iter().map(|id| id as f64).collect())
    }

    /// Moves the variation of `id` one place up (the first place is the main line).
    pub fn promote(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue) -> Result<bool, JsValue> {
        self.tree
            .promote(node_id(&id, "GameTree.promote: id")?)
            .map_err(tree_error)
    }

    /// Makes the line through `id` the main line.
    #[wasm_bindgen(js_name = makeMainLine)]
    pub fn make_main_line(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<bool, JsValue> {
        self.tree
            .make_main_line(node_id(&id, "GameTree.makeMainLine: id")?)
            .map_err(tree_error)
    }

    /// Moves the line through `id` one place down.
    pub fn demote(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue) -> Result<bool, JsValue> {
        self.tree
            .demote(node_id(&id, "GameTree.demote: id")?)
            .map_err(tree_error)
    }

    /// Deletes the move `id` and everything after it.
    #[wasm_bindgen(js_name = deleteFrom)]
    pub fn delete_from(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue) -> Result<(), JsValue> {
        self.tree
            .delete(node_id(&id, "GameTree.deleteFrom: id")?)
            .map_err(tree_error)
    }

    /// Sets the comment after move `id` (the start: before the first move); empty removes it.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_id(&id, "GameTree.setComment: id")?;
        let text: String = arg(&text, "GameTree.setComment: text")?;
        let mut notes = self.notes(id)?;
        notes.after = if text.trim().is_empty() {
            Vec::new()
        } else {
            vec![text.trim().to_string()]
        };
        self.set_notes(id, notes)
    }

    /// Sets the NAGs of move `id` (numbers from 0 to 255).
    #[wasm_bindgen(js_name = setNags)]
    pub fn set_nags(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] nags: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_id(&id, "GameTree.setNags: id")?;
        let nags = array(&nags, "GameTree.setNags: nags", "an array of numbers")?
            .iter()
            .map(|n| whole(n, "GameTree.setNags: a NAG", 0.0..=255.0).map(|n| n as u8))
            .collect::<Result<Vec<u8>, _>>()?;
        let mut notes = self.notes(id)?;
        notes.nags = nags;
        self.set_notes(id, notes)
    }

    /// Sets the arrows and circles of move `id`: `[{color, from, to}]` (`from == to`: a circle).
    #[wasm_bindgen(js_name = setShapes)]
    pub fn set_shapes(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(
            unchecked_param_type = "{color: 'green' | 'red' | 'yellow' | 'blue', from: string, to: string}[]"
        )]
        shapes: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_id(&id, "GameTree.setShapes: id")?;
        let shapes = array(&shapes, "GameTree.setShapes: shapes", "an array")?
            .iter()
            .map(shape_from)
            .collect::<Result<Vec<_>, _>>()?;
        let mut notes = self.notes(id)?;
        notes.shapes = shapes;
        self.set_notes(id, notes)
    }

    /// A copy of move `id`'s notes, to change and set back with `set_notes` (an edit).
    fn notes(&self, id: NodeId) -> Result<Notes, JsValue> {
        Ok(self.tree.node(id).map_err(tree_error)?.notes().clone())
    }

    fn set_notes(&mut self, id: NodeId, notes: Notes) -> Result<(), JsValue> {
        self.tree.set_notes(id, notes).map_err(tree_error)
    }

    /// Undoes the last edit; `false` when there is none.
    pub fn undo(&mut self) -> Result<bool, JsValue> {
        Ok(self.tree.undo())
    }

    /// Forgets the undo history: the game as it is cannot be undone further.
    #[wasm_bindgen(js_name = forgetEdits)]
    pub fn forget_edits(&mut self) -> Result<(), JsValue> {
        self.tree.clear_undo();
        Ok(())
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> Result<bool, JsValue> {
        Ok(self.tree.can_undo())
    }

    /// The tags, in order: `[[name, value]...]`.
    pub fn tags(&self) -> Result<JsValue, JsValue> {
        to_js(&self.tree.tags())
    }

    /// Sets a tag, or removes it with `null`.
    #[wasm_bindgen(js_name = setTag)]
    pub fn set_tag(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] value: JsValue,
    ) -> Result<(), JsValue> {
        let name = word(&name, "GameTree.setTag: name")?;
        let value: Option<String> = optional(&value, "GameTree.setTag: value")?;
        self.tree.set_tag(&name, value.as_deref());
        Ok(())
    }

    /// Sets move `id`'s `[%name value]` comment command (one of each name), or removes it with
    /// `null`. `cal` and `csl` are its shapes (`setShapes`); a value may not hold `]`, `}` or a
    /// line break, which would end the command or the comment.
    #[wasm_bindgen(js_name = setCommand)]
    pub fn set_command(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] value: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_id(&id, "GameTree.setCommand: id")?;
        let name = word(&name, "GameTree.setCommand: name")?;
        let value: Option<String> = optional(&value, "GameTree.setCommand: value")?;
        if name == "cal" || name == "csl" {
            return Err(js_error(
                "InvalidArgument",
                "GameTree.setCommand: name must not be cal or csl (setShapes sets those)",
            ));
        }
        if value.as_ref().is_some_and(|v| v.contains([']', '}', '\n', '\r'])) {
            return Err(js_error(
                "InvalidArgument",
                "GameTree.setCommand: value must not hold ']', '}' or a line break",
            ));
        }
        let mut notes = self.notes(id)?;
        notes.commands.retain(|(n, _)| *n != name);
        if let Some(value) = value {
            notes.commands.push((name, value.trim().to_string()));
        }
        self.set_notes(id, notes)
    }

    /// The game's result as the PGN writes it.
    pub fn result(&self) -> Result<String, JsValue> {
        Ok(self.tree.result().to_string())
    }

    /// The node `ply` moves into the main line (the last one when the line is shorter).
    #[wasm_bindgen(js_name = mainLineNode)]
    pub fn main_line_node(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] ply: JsValue,
    ) -> Result<f64, JsValue> {
        let ply = whole(&ply, "GameTree.mainLineNode: ply", 0.0..=u32::MAX as f64)? as usize;
        let line = self.tree.main_line();
        Ok(line[ply.min(line.len() - 1)] as f64)
    }
}
