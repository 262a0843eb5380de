//! A game as a teacher annotates it: a tree of moves with variations, comments, NAGs and
//! shapes, a current node, and an undo history of edits.
//!
//! Every node knows the position after its move and what the draw rules say of it along its
//! own path (the moves from the start to it): a repetition inside a variation counts the
//! positions of the main line before the branch, never those after it.

use crate::board::Position;
use crate::board::draw;
use crate::moves::Move;
use crate::notation::MoveError;
use crate::status::{ClaimRule, EndReason, Ending, Outcome, Status};
use crate::types::{Color, Square};

/// A node's index in its tree. The root (the start position) is [`ROOT`].
pub type NodeId = usize;

/// The root node: the start position, before any move.
pub const ROOT: NodeId = 0;

/// What leads to a node: a move, or a null move (a pass, as ChessBase writes `--` in analysis).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Move(Move),
    Null,
}

/// A coloured arrow (`from != to`) or circle (`from == to`) drawn on the board, as the
/// `[%cal]` and `[%csl]` comment commands write them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// `b'G'`, `b'R'`, `b'Y'` or `b'B'`: green, red, yellow, blue.
    pub color: u8,
    pub from: Square,
    pub to: Square,
}

impl Shape {
    /// The colours a shape may have, by their letters in PGN.
    pub const COLORS: &'static [u8] = b"GRYB";

    /// Reads `Ge2e4` (an arrow) or `Gd4` (a circle).
    pub fn parse(text: &str) -> Option<Shape> {
        let color = *text.as_bytes().first()?;
        if !Shape::COLORS.contains(&color) {
            return None;
        }
        let squares = text.get(1..)?;
        let (from, to) = match squares.len() {
            2 => (squares.parse().ok()?, squares.parse().ok()?),
            // `get`, not slicing: the text may have a character of several bytes there.
            4 => (squares.get(..2)?.parse().ok()?, squares.get(2..)?.parse().ok()?),
            _ => return None,
        };
        Some(Shape { color, from, to })
    }

    /// Whether this is a circle on one square (not an arrow).
    pub fn is_circle(&self) -> bool {
        self.from == self.to
    }
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_circle() {
            write!(f, "{}{}", self.color as char, self.from)
        } else {
            write!(f, "{}{}{}", self.color as char, self.from, self.to)
        }
    }
}

/// What an annotator wrote about a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Comments before the move (at the start of a variation, say).
    pub before: Vec<String>,
    /// Comments after the move. The root's are the comments before the first move.
    pub after: Vec<String>,
    /// Numeric annotation glyphs: 1 is "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!", ...
    pub nags: Vec<u8>,
    /// Arrows and circles: circles first, then arrows, each in the order written.
    pub shapes: Vec<Shape>,
    /// Other `[%name value]` commands in comments (clock times, evaluations), kept as written.
    pub commands: Vec<(String, String)>,
}

impl Notes {
    /// Puts circles before arrows, keeping the order within each, as the PGN writer does.
    pub fn sort_shapes(&mut self) {
        let (mut circles, arrows): (Vec<Shape>, Vec<Shape>) = self.shapes.iter().partition(|s| s.is_circle());
        circles.extend(arrows);
        self.shapes = circles;
    }
}

/// What the draw rules say about a node along its path: the claim timeline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// After this move the player to move may claim a draw (FIDE 9.2.1.2, 9.3.2).
    pub claim: Option<ClaimRule>,
    /// The player who made this move could have claimed a draw by writing it down and
    /// announcing it instead of playing it (FIDE 9.2.1.1, 9.3.1).
    pub announce: Option<ClaimRule>,
    /// The game ended with this move, by itself: mate, stalemate, fivefold repetition, the
    /// seventy-five-move rule, or a dead position (proved from material or a locked structure).
    pub ended: Option<EndReason>,
    /// The game had already ended before this move.
    pub after_end: bool,
}

/// A node: the position after a move, and what is known and written about it.
#[derive(Clone, Debug)]
pub struct Node {
    parent: Option<NodeId>,
    step: Option<Step>,
    san: String,
    position: Position,
    /// The first child continues the line; the others are its variations, in order.
    children: Vec<NodeId>,
    notes: Notes,
    marks: Marks,
    /// Whether the node is in the tree (not deleted).
    attached: bool,
}

impl Node {
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }
    /// The move leading here; `None` at the root.
    pub fn step(&self) -> Option<Step> {
        self.step
    }
    /// The move in SAN (`--` for a null move; empty at the root).
    pub fn san(&self) -> &str {
        &self.san
    }
    /// The move in UCI (`0000` for a null move; empty at the root).
    pub fn uci(&self) -> String {
        match self.step {
            Some(Step::Move(mv)) => mv.to_string(),
            Some(Step::Null) => "0000".into(),
            None => String::new(),
        }
    }
    /// The position after the move.
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }
    pub fn notes(&self) -> &Notes {
        &self.notes
    }
    pub fn marks(&self) -> Marks {
        self.marks
    }
    /// Whether the game is over at this node (it ended here or before).
    pub fn game_over(&self) -> bool {
        self.marks.ended.is_some() || self.marks.after_end
    }
}

/// Why a tree operation was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No node has this id (or it was deleted).
    NoSuchNode(NodeId),
    /// The operation needs a move, and the root has none.
    Root,
    /// A move that cannot be played.
    Move(MoveError),
}

impl TreeError {
    /// A stable code for programs.
    pub fn code(&self) -> &'static str {
        match self {
            TreeError::NoSuchNode(_) | TreeError::Root => "InvalidArgument",
            TreeError::Move(e) => e.code(),
        }
    }
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TreeError::NoSuchNode(id) => write!(f, "the game has no move with id {id}"),
            TreeError::Root => write!(f, "the start position has no move to change"),
            TreeError::Move(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TreeError {}

impl From<MoveError> for TreeError {
    fn from(e: MoveError) -> TreeError {
        TreeError::Move(e)
    }
}

/// One edit, as the undo history keeps it: what to put back.
#[derive(Clone, Debug)]
enum Edit {
    Children(NodeId, Vec<NodeId>),
    Notes(NodeId, Box<Notes>),
    Tags(Vec<(String, String)>),
    /// Edits made by one operation, undone together (last first).
    Several(Vec<Edit>),
}

/// The undo history keeps at most this many edits.
const UNDO_LIMIT: usize = 500;

/// The PGN tags a new game starts with: the Seven Tag Roster.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// A game with its variations.
#[derive(Clone, Debug)]
pub struct GameTree {
    /// Every node ever made; deleted ones are unreachable from the root but keep their ids.
    nodes: Vec<Node>,
    tags: Vec<(String, String)>,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    result: String,
    current: NodeId,
    /// Each edit with the current node and the result before it.
    undo: Vec<(Edit, NodeId, String)>,
}

impl Default for GameTree {
    fn default() -> GameTree {
        GameTree::new(Position::startpos())
    }
}

impl GameTree {
    /// A new game from `start`, with the Seven Tag Roster (and `SetUp`/`FEN` when `start` is
    /// not the standard position).
    pub fn new(start: Position) -> GameTree {
        let mut tree = GameTree::bare(start);
        tree.tags = ROSTER.iter().map(|&(n, v)| (n.to_string(), v.to_string())).collect();
        if start.to_fen() != Position::startpos().to_fen() {
            tree.tags.push(("SetUp".into(), "1".into()));
            tree.tags.push(("FEN".into(), start.to_fen()));
        }
        tree
    }

    /// A game from `start` with no tags at all (as a PGN reader starts one).
    pub fn bare(start: Position) -> GameTree {
        let root = Node {
            parent: None,
            step: None,
            san: String::new(),
            position: start,
            children: Vec::new(),
            notes: Notes::default(),
            marks: Marks {
                ended: Ending::of_position(&start, 1).reason(),
                ..Marks::default()
            },
            attached: true,
        };
        GameTree {
            nodes: vec![root],
            tags: Vec::new(),
            result: "*".into(),
            current: ROOT,
            undo: Vec::new(),
        }
    }

    // ---- reading --------------------------------------------------------------------------

    /// The node `id`, if it is in the tree (not deleted).
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id).filter(|n| n.attached)
    }

    /// The node `id`, or an error naming it.
    pub fn node(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.get(id).ok_or(TreeError::NoSuchNode(id))
    }

    /// Replaces the children of `parent`, marking the subtrees that leave or come back.
    fn set_children(&mut self, parent: NodeId, children: Vec<NodeId>) {
        let old = std::mem::replace(&mut self.nodes[parent].children, children);
        let gone: Vec<NodeId> = old
            .iter()
            .copied()
            .filter(|c| !self.nodes[parent].children.contains(c))
            .collect();
        let back: Vec<NodeId> = self.nodes[parent]
            .children
            .iter()
            .copied()
            .filter(|c| !old.contains(c))
            .collect();
        for (roots, attached) in [(gone, false), (back, true)] {
            let mut stack = roots;
            while let Some(id) = stack.pop() {
                self.nodes[id].attached = attached;
                stack.extend_from_slice(&self.nodes[id].children);
            }
        }
    }

    /// One more than the largest node id there has been: a size for tables indexed by id.
    pub fn id_bound(&self) -> usize {
        self.nodes.len()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.nodes[ROOT].position
    }

    /// The node shown: where moves are played.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The position at the current node.
    pub fn position(&self) -> &Position {
        &self.nodes[self.current].position
    }

    /// The tags, in order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of tag `name` (compared without regard to case), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The game termination marker written after the moves.
    pub fn result(&self) -> &str {
        &self.result
    }

    /// The nodes from the root to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        let mut at = id;
        while let Some(parent) = self.nodes[at].parent {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The positions from the start to `id`: the game's history as the draw rules see it.
    pub fn positions(&self, id: NodeId) -> Vec<Position> {
        self.path(id).into_iter().map(|n| self.nodes[n].position).collect()
    }

    /// The main line: the root and then each first child.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![ROOT];
        while let Some(&next) = self.nodes[*line.last().unwrap_or(&ROOT)].children.first() {
            line.push(next);
        }
        line
    }

    /// Whether `id` is on the main line.
    pub fn on_main_line(&self, id: NodeId) -> bool {
        self.path(id)
            .windows(2)
            .all(|w| self.nodes[w[0]].children.first() == Some(&w[1]))
    }

    /// Every node, depth first: the root, then a move's whole line before its alternatives (so a
    /// parent always comes before its children).
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![ROOT];
        while let Some(id) = stack.pop() {
            out.push(id);
            // Children pushed last-first come off the stack first-first: the main move's
            // subtree, then each variation's.
            stack.extend(self.nodes[id].children.iter().rev());
        }
        out
    }

    /// The number of moves from the start to `id`.
    pub fn ply(&self, id: NodeId) -> usize {
        let mut plies = 0;
        let mut at = id;
        while let Some(parent) = self.nodes[at].parent {
            plies += 1;
            at = parent;
        }
        plies
    }

    /// The status of node `id` along its path (see [`Status::of_history`]).
    pub fn status(&self, id: NodeId) -> Result<Status, TreeError> {
        self.node(id)?;
        let positions = self.positions(id);
        Ok(Status::of_history(&positions).unwrap_or_else(|| unreachable!("a path has its root")))
    }

    /// How the game ended along the main line, if it did: the node, and the outcome.
    pub fn main_line_end(&self) -> Option<(NodeId, Outcome)> {
        self.main_line().into_iter().find_map(|id| {
            let node = &self.nodes[id];
            node.marks.ended.map(|reason| {
                let winner = (reason == EndReason::Checkmate).then(|| node.position.turn().other());
                (id, Outcome { winner, reason })
            })
        })
    }

    /// Whether two trees hold the same game: tags, result, and every node's move, notes and
    /// variations in the same order (node ids and the current node aside).
    pub fn same_game(&self, other: &GameTree) -> bool {
        if self.tags != other.tags || self.result != other.result || self.start() != other.start() {
            return false;
        }
        let mut stack = vec![(ROOT, ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (x, y) = (&self.nodes[a], &other.nodes[b]);
            if x.step != y.step || x.notes != y.notes || x.children.len() != y.children.len() {
                return false;
            }
            stack.extend(x.children.iter().copied().zip(y.children.iter().copied()));
        }
        true
    }

    // ---- moves ----------------------------------------------------------------------------

    /// Reads a move (UCI, SAN, or a null move: `--`, `Z0`, `0000`) in the position of `id`.
    #[inline(never)]
    pub fn parse_step(&self, id: NodeId, text: &str) -> Result<Step, TreeError> {
        let pos = &self.node(id)?.position;
        let text = text.trim();
        if matches!(text, "--" | "Z0" | "0000" | "@@@@") {
            if pos.is_check() {
                return Err(MoveError::Illegal(format!("{text} (a null move while in check)")).into());
            }
            return Ok(Step::Null);
        }
        Ok(Step::Move(pos.parse_move(text)?))
    }

    /// Plays a move at the current node and makes its node current: the next move of the line
    /// if it is the same, a new variation otherwise (nothing is deleted). Refused once the
    /// game is over at the current node.
    pub fn play(&mut self, text: &str) -> Result<NodeId, TreeError> {
        let node = &self.nodes[self.current];
        if node.game_over() {
            let why = self.reason_over(self.current);
            return Err(MoveError::GameOver(why.describe()).into());
        }
        let step = self.parse_step(self.current, text)?;
        let id = self.add(self.current, step, true);
        self.current = id;
        Ok(id)
    }

    /// Why the game is over at `id` (which it must be).
    fn reason_over(&self, id: NodeId) -> EndReason {
        self.path(id)
            .into_iter()
            .find_map(|n| self.nodes[n].marks.ended)
            .unwrap_or(EndReason::Checkmate)
    }

    /// Adds `step` (legal at `parent`) as a child of `parent`, or returns the child that
    /// already has it. With `record`, the edit can be undone. Moves after the end of the game
    /// are accepted (an imported game may have them) and marked.
    #[inline(never)]
    pub fn add(&mut self, parent: NodeId, step: Step, record: bool) -> NodeId {
        if let Some(&existing) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].step == Some(step))
        {
            return existing;
        }
        let before = &self.nodes[parent];
        let (position, san) = match step {
            Step::Move(mv) => {
                let after = before.position.after(mv);
                (after, before.position.san_after(mv, &after))
            }
            Step::Null => (before.position.after_null_move(), "--".to_string()),
        };
        let id = self.nodes.len();
        let marks = self.marks_for(parent, &position);
        self.nodes.push(Node {
            parent: Some(parent),
            step: Some(step),
            san,
            position,
            children: Vec::new(),
            notes: Notes::default(),
            marks,
            attached: true,
        });
        if record {
            let old = self.nodes[parent].children.clone();
            self.record(Edit::Children(parent, old));
        }
        self.nodes[parent].children.push(id);
        if record && self.on_main_line(id) {
            self.refresh_result();
        }
        id
    }

    /// The claim timeline's marks for a position reached from `parent`.
    #[inline(never)]
    fn marks_for(&self, parent: NodeId, position: &Position) -> Marks {
        let before = &self.nodes[parent];
        if before.game_over() {
            return Marks {
                after_end: true,
                ..Marks::default()
            };
        }
        // The positions on the path back from the parent, newest first.
        let back = std::iter::successors(Some(parent), |&id| self.nodes[id].parent).map(|id| &self.nodes[id].position);
        let repetitions = draw::occurrences_back(back, position);
        let ended = Ending::of_position(position, repetitions).reason();
        let checkmate = ended == Some(EndReason::Checkmate);
        let rule = if repetitions >= 3 {
            Some(ClaimRule::Threefold)
        } else if position.is_fifty_move_rule() {
            Some(ClaimRule::FiftyMoves)
        } else {
            None
        };
        Marks {
            claim: if ended.is_some() { None } else { rule },
            announce: if checkmate { None } else { rule },
            ended,
            after_end: false,
        }
    }

    // ---- navigation and edits -------------------------------------------------------------

    /// Makes `id` the current node.
    pub fn goto(&mut self, id: NodeId) -> Result<(), TreeError> {
        self.node(id)?;
        self.current = id;
        Ok(())
    }

    /// Moves the variation that `id` is in one place up among its siblings (the first place is
    /// the main line). Returns whether anything changed.
    pub fn promote(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.node(id)?;
        let Some(start) = self.variation_start(id) else {
            return Ok(false);
        };
        self.move_among_siblings(start, -1);
        Ok(true)
    }

    /// Puts `id` first among its parent's children, unrecorded: reading PGN, where a variation
    /// that repeats the move beside it was read before the line it stands beside.
    pub(crate) fn first_among_siblings(&mut self, id: NodeId) {
        if let Some(parent) = self.nodes.get(id).and_then(|n| n.parent) {
            let children = &mut self.nodes[parent].children;
            children.retain(|&c| c != id);
            children.insert(0, id);
        }
    }

    /// Promotes the variation of `id` until it is the main line.
    pub fn make_main_line(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.node(id)?;
        // One edit for the whole operation, so that one undo takes it all back.
        let mut edits = Vec::new();
        while let Some(start) = self.variation_start(id) {
            let parent = self.nodes[start].parent.unwrap_or(ROOT);
            edits.push(Edit::Children(parent, self.nodes[parent].children.clone()));
            let children = &mut self.nodes[parent].children;
            children.retain(|&c| c != start);
            children.insert(0, start);
        }
        let changed = !edits.is_empty();
        if changed {
            self.record(Edit::Several(edits));
            self.refresh_result();
        }
        Ok(changed)
    }

    /// Moves the line through `id` one place down at the nearest branch above it (below the
    /// next alternative). Returns whether anything changed.
    pub fn demote(&mut self, id: NodeId) -> Result<bool, TreeError> {
        self.node(id)?;
        let mut at = id;
        while let Some(parent) = self.nodes[at].parent {
            let siblings = &self.nodes[parent].children;
            if siblings.last() != Some(&at) {
                self.move_among_siblings(at, 1);
                return Ok(true);
            }
            at = parent;
        }
        Ok(false)
    }

    /// The first node of the innermost variation that `id` is in: the nearest node on its
    /// path that is not its parent's first child. `None` on the main line.
    fn variation_start(&self, id: NodeId) -> Option<NodeId> {
        let mut at = id;
        while let Some(parent) = self.nodes[at].parent {
            if self.nodes[parent].children.first() != Some(&at) {
                return Some(at);
            }
            at = parent;
        }
        None
    }

    fn move_among_siblings(&mut self, id: NodeId, by: isize) {
        let parent = self.nodes[id].parent.unwrap_or(ROOT);
        let old = self.nodes[parent].children.clone();
        let Some(index) = old.iter().position(|&c| c == id) else {
            return;
        };
        let Some(target) = index.checked_add_signed(by).filter(|&t| t < old.len()) else {
            return;
        };
        self.record(Edit::Children(parent, old));
        self.nodes[parent].children.swap(index, target);
        if index == 0 || target == 0 {
            self.refresh_result();
        }
    }

    /// Deletes `id` and every move after it. The current node moves to `id`'s parent if it was
    /// among them.
    pub fn delete(&mut self, id: NodeId) -> Result<(), TreeError> {
        self.node(id)?;
        let parent = self.nodes[id].parent.ok_or(TreeError::Root)?;
        let was_main = self.on_main_line(id);
        let old = self.nodes[parent].children.clone();
        // Recorded before the current node moves, so that undo goes back to it.
        self.record(Edit::Children(parent, old.clone()));
        if self.path(self.current).contains(&id) {
            self.current = parent;
        }
        self.set_children(parent, old.into_iter().filter(|&c| c != id).collect());
        if was_main {
            self.refresh_result();
        }
        Ok(())
    }

    /// Replaces what is written about `id`.
    pub fn set_notes(&mut self, id: NodeId, mut notes: Notes) -> Result<(), TreeError> {
        self.node(id)?;
        notes.sort_shapes();
        let old = std::mem::replace(&mut self.nodes[id].notes, notes);
        self.record(Edit::Notes(id, Box::new(old)));
        Ok(())
    }

    /// Sets tag `name` (replacing it where present, compared without regard to case), or
    /// removes it when `value` is `None`.
    pub fn set_tag(&mut self, name: &str, value: Option<&str>) {
        self.record(Edit::Tags(self.tags.clone()));
        let at = self.tags.iter().position(|(n, _)| n.eq_ignore_ascii_case(name));
        match (at, value) {
            (Some(i), Some(v)) => self.tags[i].1 = v.to_string(),
            (None, Some(v)) => self.tags.push((name.to_string(), v.to_string())),
            (Some(i), None) => {
                self.tags.remove(i);
            }
            (None, None) => {}
        }
        if name.eq_ignore_ascii_case("Result")
            && let Some(v) = value
        {
            self.result = v.to_string();
        }
    }

    /// Sets the game termination marker (and the `Result` tag, where there is one).
    pub fn set_result(&mut self, result: &str) {
        self.result = result.to_string();
        if let Some(tag) = self.tags.iter_mut().find(|(n, _)| n == "Result") {
            tag.1 = result.to_string();
        }
    }

    /// After the main line changed: the result is the one its end decides (mate or an
    /// automatic draw), or `*` for a game that goes on.
    fn refresh_result(&mut self) {
        let result = match self.main_line_end() {
            Some((
                _,
                Outcome {
                    winner: Some(Color::White),
                    ..
                },
            )) => "1-0",
            Some((
                _,
                Outcome {
                    winner: Some(Color::Black),
                    ..
                },
            )) => "0-1",
            Some(_) => "1/2-1/2",
            None => "*",
        };
        self.set_result(result);
    }

    fn record(&mut self, edit: Edit) {
        if self.undo.len() == UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.undo.push((edit, self.current, self.result.clone()));
    }

    /// Forgets the undo history (after a game is loaded, say, whose moves are not edits).
    pub fn clear_undo(&mut self) {
        self.undo.clear();
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Undoes the last edit (a move added, a variation promoted, demoted or deleted, notes or
    /// tags changed) and goes back to the node that was current before it. Returns `false`
    /// when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some((edit, current, result)) = self.undo.pop() else {
            return false;
        };
        self.restore(edit);
        self.set_result(&result);
        self.current = if self.nodes[current].attached { current } else { ROOT };
        true
    }

    fn restore(&mut self, edit: Edit) {
        match edit {
            Edit::Children(parent, children) => self.set_children(parent, children),
            Edit::Notes(id, notes) => self.nodes[id].notes = *notes,
            Edit::Tags(tags) => self.tags = tags,
            Edit::Several(edits) => {
                for edit in edits.into_iter().rev() {
                    self.restore(edit);
                }
            }
        }
    }

    // ---- used by the PGN reader -----------------------------------------------------------

    /// Mutable notes of `id`, without undo (for readers building a tree).
    pub(crate) fn notes_mut(&mut self, id: NodeId) -> &mut Notes {
        &mut self.nodes[id].notes
    }

    pub(crate) fn tags_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.tags
    }

    pub(crate) fn set_result_raw(&mut self, result: String) {
        self.result = result;
    }
}
