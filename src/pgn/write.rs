//! A game tree as PGN: tags, then the moves with their comments, NAGs and variations, wrapped
//! at 80 columns.

use crate::tree::{GameTree, NodeId, Notes, ROOT};
use crate::types::Color;

/// The widest a line of moves gets (a longer comment stays whole on a line of its own).
const WIDTH: usize = 80;

/// NAGs 1 to 6 are written as suffixes: `e4!`, `Nf3?!`.
const SUFFIXES: [&str; 7] = ["", "!", "?", "!!", "??", "!?", "?!"];

/// Writes `tree` as PGN. Reading the text back gives the same tree.
pub fn write(tree: &GameTree) -> String {
    let mut out = String::new();
    for (name, value) in tree.tags() {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            if matches!(c, '"' | '\\') {
                out.push('\\');
            }
            // A tag value is one line.
            out.push(if c == '\n' || c == '\r' { ' ' } else { c });
        }
        out.push_str("\"]\n");
    }
    if !tree.tags().is_empty() {
        out.push('\n');
    }
    let mut lines = Lines::default();
    let Some(root) = tree.get(ROOT) else {
        unreachable!("a tree has its root")
    };
    for comment in comments(root.notes(), &root.notes().after) {
        lines.push(comment);
    }
    // The work left, last first: a line to go on with from a node, or text.
    enum Task {
        Line(NodeId, bool),
        Text(&'static str),
    }
    let mut tasks: Vec<Task> = root
        .children()
        .first()
        .map(|&c| Task::Line(c, true))
        .into_iter()
        .collect();
    while let Some(task) = tasks.pop() {
        let (id, force) = match task {
            Task::Text(t) => {
                lines.push(t.to_string());
                continue;
            }
            Task::Line(id, force) => (id, force),
        };
        let Some(node) = tree.get(id) else { continue };
        let parent_id = node.parent().unwrap_or(ROOT);
        let Some(parent) = tree.get(parent_id) else { continue };
        let notes = node.notes();
        let mut force = force;
        for comment in &notes.before {
            lines.push(comment_token(comment, ""));
            force = true;
        }
        let before = parent.position();
        let number = before.fullmove_number();
        // The move number stays on the line of its move.
        let mut san = if before.turn() == Color::White {
            format!("{number}. ")
        } else if force {
            format!("{number}... ")
        } else {
            String::new()
        };
        san.push_str(node.san());
        let mut nags = notes.nags.as_slice();
        if let Some((&first, rest)) = nags.split_first()
            && (1..=6).contains(&first)
        {
            san.push_str(SUFFIXES[first as usize]);
            nags = rest;
        }
        lines.push(san);
        for nag in nags {
            lines.push(format!("${nag}"));
        }
        let written = comments(notes, &notes.after);
        let mut next_forced = !written.is_empty();
        for comment in written {
            lines.push(comment);
        }
        // The alternatives to this move come after it, when it is the main move.
        let siblings = parent.children();
        let is_main = siblings.first() == Some(&id);
        if let Some(&next) = node.children().first() {
            if is_main && siblings.len() > 1 {
                next_forced = true;
            }
            tasks.push(Task::Line(next, next_forced));
        }
        if is_main {
            for &alternative in siblings[1..].iter().rev() {
                tasks.push(Task::Text(")"));
                tasks.push(Task::Line(alternative, true));
                tasks.push(Task::Text("("));
            }
        }
    }
    lines.push(tree.result().to_string());
    out.push_str(&lines.finish());
    out
}

/// The comments written after a move (or before the first one): the first carries the shapes
/// and other commands, then its text.
fn comments(notes: &Notes, texts: &[String]) -> Vec<String> {
    let mut commands = String::new();
    let circles: Vec<String> = notes
        .shapes
        .iter()
        .filter(|s| s.is_circle())
        .map(|s| s.to_string())
        .collect();
    let arrows: Vec<String> = notes
        .shapes
        .iter()
        .filter(|s| !s.is_circle())
        .map(|s| s.to_string())
        .collect();
    if !circles.is_empty() {
        commands.push_str(&format!("[%csl {}]", circles.join(",")));
    }
    if !arrows.is_empty() {
        commands.push_str(&format!("[%cal {}]", arrows.join(",")));
    }
    for (name, value) in &notes.commands {
        if value.is_empty() {
            commands.push_str(&format!("[%{name}]"));
        } else {
            commands.push_str(&format!("[%{name} {value}]"));
        }
    }
    let mut out = Vec::with_capacity(texts.len().max(1));
    let mut texts = texts.iter().peekable();
    if !commands.is_empty() {
        // A text with a closing brace goes after a semicolon, where no command can go with it.
        match texts.next_if(|first| !first.contains('}')) {
            Some(first) => out.push(comment_token(first, &commands)),
            None => out.push(format!("{{{commands}}}")),
        }
    }
    out.extend(texts.map(|t| comment_token(t, "")));
    out
}

/// A comment as a token: in braces, after `commands`; a text with a closing brace in it goes
/// after a semicolon to the end of the line if it is one line (else the brace becomes `)`).
fn comment_token(text: &str, commands: &str) -> String {
    let space = if commands.is_empty() || text.is_empty() {
        ""
    } else {
        " "
    };
    if !text.contains('}') {
        format!("{{{commands}{space}{text}}}")
    } else if !text.contains('\n') && commands.is_empty() {
        format!(";{text}")
    } else {
        format!("{{{commands}{space}{}}}", text.replace('}', ")"))
    }
}

/// Tokens gathered into lines no wider than [`WIDTH`] where they fit.
#[derive(Default)]
struct Lines {
    done: String,
    line: String,
}

impl Lines {
    fn push(&mut self, token: String) {
        // A ")" hugs what it closes and a "(" what it opens.
        let glue = self.line.ends_with('(') || token == ")";
        if !self.line.is_empty() && self.line.len() + 1 + token.len() > WIDTH && !glue {
            self.done.push_str(&self.line);
            self.done.push('\n');
            self.line.clear();
        } else if !self.line.is_empty() && !glue {
            self.line.push(' ');
        }
        self.line.push_str(&token);
        // A comment after a semicolon runs to the end of its line.
        if token.starts_with(';') {
            self.done.push_str(&self.line);
            self.done.push('\n');
            self.line.clear();
        }
    }

    fn finish(mut self) -> String {
        self.done.push_str(&self.line);
        self.done.push('\n');
        self.done
    }
}
