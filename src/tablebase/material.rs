//! Material signatures: which men an ending has, the name of its table and the tables it leads
//! into.

use crate::board::Position;
use crate::types::{Color, Role};
use std::fmt;

/// The most men (kings included) a table holds.
pub const MAX_MEN: usize = 5;

/// The men of an ending besides the two kings: each side's pieces, strongest first.
///
/// Tables are kept for the *canonical* orientation only, where White has the stronger material
/// (more men, then stronger men); a position of the other orientation is looked up with the
/// colours swapped and the board turned over.
///
/// ```
/// use drawboard::tablebase::Material;
/// let m: Material = "KRvKQ".parse().unwrap();
/// assert_eq!(m.to_string(), "KRvKQ");
/// assert_eq!(m.canonical().to_string(), "KQvKR");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Per colour, up to three roles, strongest first, `None` filling the rest.
    sides: [[Option<Role>; MAX_MEN - 2]; 2],
}

impl Material {
    /// The material of a position with at most five men, or `None` for a larger one.
    pub fn of(pos: &Position) -> Option<Material> {
        if pos.occupied().count() as usize > MAX_MEN {
            return None;
        }
        let mut sides = [[None; MAX_MEN - 2]; 2];
        for color in Color::ALL {
            let mut n = 0;
            // Strongest first, as the slots want them.
            for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn] {
                for _ in pos.pieces(color, role) {
                    sides[color.index()][n] = Some(role);
                    n += 1;
                }
            }
        }
        Some(Material { sides })
    }

    /// The material with these non-king roles per side (any order), or `None` past five men.
    pub fn from_roles(white: &[Role], black: &[Role]) -> Option<Material> {
        if white.len() + black.len() + 2 > MAX_MEN || white.contains(&Role::King) || black.contains(&Role::King) {
            return None;
        }
        let mut sides = [[None; MAX_MEN - 2]; 2];
        for (side, roles) in sides.iter_mut().zip([white, black]) {
            for (slot, &role) in side.iter_mut().zip(roles) {
                *slot = Some(role);
            }
            // Strongest first (`None`, the weakest, last).
            side.sort_unstable_by(|a, b| b.cmp(a));
        }
        Some(Material { sides })
    }

    /// One side's non-king roles, strongest first.
    pub fn roles(&self, color: Color) -> impl Iterator<Item = Role> + '_ {
        self.sides[color.index()].iter().flatten().copied()
    }

    /// All men on the board, kings included.
    pub fn men(&self) -> usize {
        2 + self.sides.iter().flatten().flatten().count()
    }

    /// Whether either side has a pawn.
    pub fn has_pawns(&self) -> bool {
        self.sides.iter().flatten().flatten().any(|&r| r == Role::Pawn)
    }

    /// The same ending with the colours swapped.
    pub fn flipped(&self) -> Material {
        Material {
            sides: [self.sides[1], self.sides[0]],
        }
    }

    /// Whether this is the orientation tables are kept for: White's side at least as strong.
    pub fn is_canonical(&self) -> bool {
        self.strength(Color::White) >= self.strength(Color::Black)
    }

    /// The orientation tables are kept for.
    pub fn canonical(&self) -> Material {
        if self.is_canonical() { *self } else { self.flipped() }
    }

    /// A key ordering the two sides: more men first, then the stronger men.
    fn strength(&self, color: Color) -> (usize, [u8; MAX_MEN - 2]) {
        let side = self.sides[color.index()];
        let mut key = [0; MAX_MEN - 2];
        for (k, role) in key.iter_mut().zip(side) {
            *k = role.map_or(0, |r| r as u8 + 1);
        }
        (side.iter().flatten().count(), key)
    }

    /// Every canonical material with exactly `men` men (kings included), as tables are kept.
    pub fn every(men: usize) -> Vec<Material> {
        let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
        // Every side of up to `men - 2` roles (in some order: from_roles sorts them).
        let mut sides: Vec<Vec<Role>> = vec![Vec::new()];
        let mut last: Vec<Vec<Role>> = vec![Vec::new()];
        for _ in 2..men {
            last = last
                .iter()
                .flat_map(|side| roles.map(|r| [side.as_slice(), &[r]].concat()))
                .collect();
            sides.extend(last.iter().cloned());
        }
        let mut out = Vec::new();
        for white in &sides {
            for black in &sides {
                if let Some(m) = Material::from_roles(white, black).map(|m| m.canonical())
                    && m.men() == men
                    && !out.contains(&m)
                {
                    out.push(m);
                }
            }
        }
        out
    }

    /// The canonical materials one move can lead to: a capture, a promotion, or both at once.
    /// Two bare kings are left out: that ending needs no table.
    pub fn successors(&self) -> Vec<Material> {
        let mut out = Vec::new();
        for mover in Color::ALL {
            let own: Vec<Role> = self.roles(mover).collect();
            let theirs: Vec<Role> = self.roles(mover.other()).collect();
            // What the mover's side can become: unchanged, or one pawn promoted.
            let mut own_after = vec![own.clone()];
            if let Some(i) = own.iter().position(|&r| r == Role::Pawn) {
                for promo in Role::PROMOTIONS {
                    let mut next = own.clone();
                    next[i] = promo;
                    own_after.push(next);
                }
            }
            // What the other side can become: unchanged, or one man captured.
            let mut theirs_after = vec![theirs.clone()];
            for i in 0..theirs.len() {
                let mut next = theirs.clone();
                next.remove(i);
                theirs_after.push(next);
            }
            for (k, o) in own_after.iter().enumerate() {
                for (j, t) in theirs_after.iter().enumerate() {
                    if k == 0 && j == 0 {
                        continue;
                    }
                    let (white, black) = if mover == Color::White { (o, t) } else { (t, o) };
                    if let Some(m) = Material::from_roles(white, black).map(|m| m.canonical())
                        && m.men() > 2
                        && !out.contains(&m)
                    {
                        out.push(m);
                    }
                }
            }
        }
        out
    }

    /// This material and every one it can lead to, each after those it depends on: the order to
    /// build tables in.
    pub fn build_order(&self) -> Vec<Material> {
        fn visit(m: Material, out: &mut Vec<Material>) {
            if out.contains(&m) {
                return;
            }
            for next in m.successors() {
                visit(next, out);
            }
            out.push(m);
        }
        let mut out = Vec::new();
        let root = self.canonical();
        if root.men() > 2 {
            visit(root, &mut out);
        }
        out
    }
}

impl fmt::Display for Material {
    /// The usual name: `KQvKR`, `KPvK`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for color in Color::ALL {
            if color == Color::Black {
                f.write_str("v")?;
            }
            f.write_str("K")?;
            for role in self.roles(color) {
                write!(f, "{}", role.char().to_ascii_uppercase())?;
            }
        }
        Ok(())
    }
}

/// A material name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMaterialError(pub String);

impl fmt::Display for ParseMaterialError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not a material of at most five men like KQvKR or KRPvKR: {:?}",
            self.0
        )
    }
}

impl std::error::Error for ParseMaterialError {}

impl std::str::FromStr for Material {
    type Err = ParseMaterialError;

    fn from_str(s: &str) -> Result<Material, ParseMaterialError> {
        let bad = || ParseMaterialError(s.to_string());
        let (white, black) = s.split_once('v').ok_or_else(bad)?;
        let side = |part: &str| -> Result<Vec<Role>, ParseMaterialError> {
            let rest = part.strip_prefix('K').ok_or_else(bad)?;
            rest.chars()
                .map(|c| match Role::from_char(c) {
                    Some(r) if r != Role::King && c.is_ascii_uppercase() => Ok(r),
                    _ => Err(bad()),
                })
                .collect()
        };
        Material::from_roles(&side(white)?, &side(black)?).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Material {
        s.parse().unwrap()
    }

    #[test]
    fn names_round_trip_and_canonical_puts_the_stronger_side_first() {
        for name in ["KvK", "KQvK", "KPvKP", "KRBvK", "KBvKN", "KNvKP"] {
            assert_eq!(m(name).to_string(), name);
        }
        assert_eq!(m("KvKQ").canonical(), m("KQvK"));
        assert_eq!(m("KNvKB").canonical(), m("KBvKN"));
        assert_eq!(m("KPvKN").canonical(), m("KNvKP"));
        assert_eq!(m("KvKRP").canonical(), m("KRPvK"));
        assert!(m("KRvKR").is_canonical());
        assert_eq!(m("KRPvKR").to_string(), "KRPvKR");
        assert_eq!(m("KPRvKR").to_string(), "KRPvKR");
        assert_eq!(m("KvKQRP").canonical(), m("KQRPvK"));
        assert_eq!(m("KRvKRP").canonical(), m("KRPvKR"));
        assert!("KQQvKRR".parse::<Material>().is_err());
        assert!("KQQQQvK".parse::<Material>().is_err());
        assert!("KQvkR".parse::<Material>().is_err());
        assert!("Q".parse::<Material>().is_err());
    }

    #[test]
    fn successors_cover_captures_and_every_promotion() {
        let names = |v: Vec<Material>| {
            let mut names = v.iter().map(|m| m.to_string()).collect::<Vec<_>>();
            names.sort();
            names
        };
        assert_eq!(names(m("KQvKR").successors()), ["KQvK", "KRvK"]);
        let kpkp = names(m("KPvKP").successors());
        assert_eq!(
            kpkp,
            [
                "KBvK", "KBvKP", "KNvK", "KNvKP", "KPvK", "KQvK", "KQvKP", "KRvK", "KRvKP"
            ]
        );
        assert!(m("KvK").build_order().is_empty());
        let order = m("KPvKP").build_order();
        for (i, table) in order.iter().enumerate() {
            for dep in table.successors() {
                assert!(order[..i].contains(&dep), "{dep} must come before {table}");
            }
        }
        assert_eq!(order.last(), Some(&m("KPvKP")));
    }

    #[test]
    fn every_material_is_counted_once() {
        assert_eq!(Material::every(3).len(), 5);
        assert_eq!(Material::every(4).len(), 30);
        assert!(Material::every(4).iter().all(|m| m.is_canonical() && m.men() == 4));
        // 35 with four men against a lone king, 75 with three against two: the 110 of Syzygy.
        assert_eq!(Material::every(5).len(), 110);
        assert!(Material::every(5).iter().all(|m| m.is_canonical() && m.men() == 5));
    }
}
