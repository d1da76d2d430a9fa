//! The data model: a [`Collection`] of [`GameTree`]s, each a tree of [`Node`]s holding ordered
//! [`Property`]s.
//!
//! A game tree keeps its nodes in one vector and links them by [`NodeId`]: nothing in it is
//! recursive, so a tree of any depth is built, compared, cloned, written and dropped without
//! deep recursion (a record with 100,000 nested variations is fine).
//!
//! SGF's sequences become chains of nodes: `(;A;B(;C)(;D))` is the root `A` with the single
//! child `B`, which has two children, `C` (the main line) and `D`. Parentheses around a single
//! variation carry no meaning and are not kept.

use super::error::Position;

/// A property: an identifier such as `B`, `AB` or `C`, and its values as written in the file.
///
/// Values are *raw*: the text between `[` and `]` with its escapes (`\]`, `\\`, soft line
/// breaks) left in place, so that unknown and private properties are written back exactly as
/// they were read. The typed accessors on [`Node`] and the functions in [`super::value`]
/// decode them.
///
/// Equality compares the identifier and the values, not the position.
#[derive(Debug, Clone, Eq)]
pub struct Property {
    /// The identifier: upper-case ASCII letters (`B`, `AB`, `XPRIVATE`).
    pub ident: String,
    /// The raw values, in order; never empty in a record that was read.
    pub values: Vec<String>,
    /// Where the identifier was found in the text, if the property was read from one.
    pub position: Option<Position>,
}

impl PartialEq for Property {
    fn eq(&self, other: &Property) -> bool {
        self.ident == other.ident && self.values == other.values
    }
}

impl Property {
    /// A property with raw values (escapes already applied; see [`super::value::escape_text`]).
    pub fn new(ident: impl Into<String>, values: Vec<String>) -> Property {
        Property { ident: ident.into(), values, position: None }
    }

    /// A property with one raw value.
    pub fn single(ident: impl Into<String>, raw: impl Into<String>) -> Property {
        Property::new(ident, vec![raw.into()])
    }

    /// A property holding one text value, escaped as SGF requires.
    pub fn text(ident: impl Into<String>, text: &str) -> Property {
        Property::single(ident, super::value::escape_text(text))
    }

    /// The first raw value (`""` if there is none).
    #[must_use]
    pub fn value(&self) -> &str {
        self.values.first().map_or("", String::as_str)
    }

    /// Where the property was read, or an unknown position.
    #[must_use]
    pub fn pos(&self) -> Position {
        self.position.unwrap_or_default()
    }
}

/// A node: an ordered list of properties, at most one per identifier.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Node {
    /// The properties in the order they were read (and will be written).
    pub properties: Vec<Property>,
}

impl Node {
    /// An empty node.
    #[must_use]
    pub fn new() -> Node {
        Node::default()
    }

    /// The property with this identifier.
    #[must_use]
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.properties.iter().find(|p| p.ident == ident)
    }

    /// The property with this identifier, to change it.
    pub fn get_mut(&mut self, ident: &str) -> Option<&mut Property> {
        self.properties.iter_mut().find(|p| p.ident == ident)
    }

    /// Whether the node has this property.
    #[must_use]
    pub fn has(&self, ident: &str) -> bool {
        self.get(ident).is_some()
    }

    /// The first raw value of a property.
    #[must_use]
    pub fn raw(&self, ident: &str) -> Option<&str> {
        self.get(ident).map(Property::value)
    }

    /// All raw values of a property (empty if the node does not have it).
    #[must_use]
    pub fn raw_values(&self, ident: &str) -> &[String] {
        self.get(ident).map_or(&[], |p| p.values.as_slice())
    }

    /// Sets a property: replaces the one with the same identifier in place, or appends it.
    pub fn set(&mut self, property: Property) {
        match self.get_mut(&property.ident) {
            Some(p) => *p = property,
            None => self.properties.push(property),
        }
    }

    /// Adds raw values to a property, creating it at the end if needed.
    pub fn add_values(&mut self, ident: &str, values: impl IntoIterator<Item = String>) {
        match self.get_mut(ident) {
            Some(p) => p.values.extend(values),
            None => self.properties.push(Property::new(ident, values.into_iter().collect())),
        }
    }

    /// Removes a property and returns it.
    pub fn remove(&mut self, ident: &str) -> Option<Property> {
        let i = self.properties.iter().position(|p| p.ident == ident)?;
        Some(self.properties.remove(i))
    }
}

/// The handle of a node within its [`GameTree`]. Handles stay valid while nodes are added;
/// a handle from one tree means nothing in another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The root of every game tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The position of the node in [`GameTree::ids`] order (creation order; for a tree that
    /// was read, the order of the nodes in the file).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone)]
struct Slot {
    node: Node,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// The node's place among its parent's children, so that stepping to the next or
    /// previous variation costs O(1) however many there are.
    rank: usize,
}

/// One game (or problem): a root node and its descendants. The first child of every node is
/// its main line; the others are variations.
///
/// Equality compares the trees' shapes and nodes, not the order in which nodes were added.
#[derive(Debug, Clone)]
pub struct GameTree {
    slots: Vec<Slot>,
}

impl Default for GameTree {
    fn default() -> GameTree {
        GameTree::new()
    }
}

impl GameTree {
    /// A tree with an empty root node.
    #[must_use]
    pub fn new() -> GameTree {
        GameTree::with_root(Node::new())
    }

    /// A tree with this root node.
    #[must_use]
    pub fn with_root(root: Node) -> GameTree {
        GameTree { slots: vec![Slot { node: root, parent: None, children: Vec::new(), rank: 0 }] }
    }

    /// The root's handle ([`NodeId::ROOT`]).
    #[must_use]
    pub const fn root_id(&self) -> NodeId {
        NodeId::ROOT
    }

    /// The root node, which holds the game information.
    #[must_use]
    pub fn root(&self) -> &Node {
        &self.slots[0].node
    }

    /// The root node, to change it.
    pub fn root_mut(&mut self) -> &mut Node {
        &mut self.slots[0].node
    }

    /// The number of nodes.
    #[must_use]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Always false: a tree has at least its root.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Whether `id` is a node of this tree.
    #[must_use]
    pub fn contains(&self, id: NodeId) -> bool {
        id.index() < self.slots.len()
    }

    /// The node with this handle, if it belongs to this tree.
    #[must_use]
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.slots.get(id.index()).map(|s| &s.node)
    }

    /// The node with this handle.
    ///
    /// # Panics
    /// If `id` does not belong to this tree (use [`GameTree::get`] to check).
    #[must_use]
    pub fn node(&self, id: NodeId) -> &Node {
        &self.slots[id.index()].node
    }

    /// The node with this handle, to change it.
    ///
    /// # Panics
    /// If `id` does not belong to this tree.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.slots[id.index()].node
    }

    /// The node's parent (`None` for the root or a foreign handle).
    #[must_use]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.slots.get(id.index()).and_then(|s| s.parent)
    }

    /// The node's children: the main line first, then the variations.
    #[must_use]
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.slots.get(id.index()).map_or(&[], |s| s.children.as_slice())
    }

    /// Adds a node as the last child of `parent` and returns its handle.
    ///
    /// # Panics
    /// If `parent` does not belong to this tree, or the tree already has 2³² nodes.
    pub fn add_child(&mut self, parent: NodeId, node: Node) -> NodeId {
        assert!(self.contains(parent), "add_child: node {parent:?} is not in this tree");
        let id = NodeId(u32::try_from(self.slots.len()).expect("a game tree holds at most 2^32 nodes"));
        let rank = self.slots[parent.index()].children.len();
        self.slots.push(Slot { node, parent: Some(parent), children: Vec::new(), rank });
        self.slots[parent.index()].children.push(id);
        id
    }

    /// The next variation: the following child of the same parent.
    #[must_use]
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        siblings.get(self.slots[id.index()].rank + 1).copied()
    }

    /// The previous variation: the preceding child of the same parent.
    #[must_use]
    pub fn previous_sibling(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        self.slots[id.index()].rank.checked_sub(1).map(|j| siblings[j])
    }

    /// The nodes from the root to `id`, both included (empty for a foreign handle).
    #[must_use]
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        if !self.contains(id) {
            return Vec::new();
        }
        let mut path = vec![id];
        let mut at = id;
        while let Some(p) = self.parent(at) {
            path.push(p);
            at = p;
        }
        path.reverse();
        path
    }

    /// The main line: the root, its first child, that node's first child, and so on.
    #[must_use]
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = vec![NodeId::ROOT];
        let mut at = NodeId::ROOT;
        while let Some(&first) = self.children(at).first() {
            line.push(first);
            at = first;
        }
        line
    }

    /// Every node handle, in creation order (for a tree that was read: file order).
    pub fn ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.slots.len()).map(|i| NodeId(i as u32))
    }

    /// Every node handle in depth-first order, main line before variations, as SGF writes them.
    #[must_use]
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut order = Vec::with_capacity(self.slots.len());
        let mut stack = vec![NodeId::ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend(self.children(id).iter().rev());
        }
        order
    }

    /// The ids of the leaves (nodes without children), in depth-first order.
    #[must_use]
    pub fn leaves(&self) -> Vec<NodeId> {
        self.preorder().into_iter().filter(|&id| self.children(id).is_empty()).collect()
    }
}

impl PartialEq for GameTree {
    fn eq(&self, other: &GameTree) -> bool {
        // Iterative, so that trees of any depth compare without deep recursion.
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            if self.node(a) != other.node(b) {
                return false;
            }
            let (ca, cb) = (self.children(a), other.children(b));
            if ca.len() != cb.len() {
                return false;
            }
            stack.extend(ca.iter().copied().zip(cb.iter().copied()));
        }
        true
    }
}

impl Eq for GameTree {}

/// The content of an SGF file: one or more game trees.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Collection {
    /// The game trees, in file order.
    pub trees: Vec<GameTree>,
}

impl Collection {
    /// A collection of one game tree.
    #[must_use]
    pub fn single(tree: GameTree) -> Collection {
        Collection { trees: vec![tree] }
    }

    /// The first game tree (every collection that was read has one).
    #[must_use]
    pub fn first(&self) -> Option<&GameTree> {
        self.trees.first()
    }
}

impl From<GameTree> for Collection {
    fn from(tree: GameTree) -> Collection {
        Collection::single(tree)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(ident: &str, v: &str) -> Node {
        Node { properties: vec![Property::single(ident, v)] }
    }

    #[test]
    fn navigation() {
        let mut t = GameTree::new();
        let a = t.add_child(NodeId::ROOT, node("B", "aa"));
        let b = t.add_child(a, node("W", "bb"));
        let c = t.add_child(a, node("W", "cc"));
        assert_eq!(t.main_line(), vec![NodeId::ROOT, a, b]);
        assert_eq!(t.next_sibling(b), Some(c));
        assert_eq!(t.previous_sibling(c), Some(b));
        assert_eq!(t.previous_sibling(b), None);
        assert_eq!(t.path_to(c), vec![NodeId::ROOT, a, c]);
        assert_eq!(t.preorder(), vec![NodeId::ROOT, a, b, c]);
        assert_eq!(t.leaves(), vec![b, c]);
    }

    #[test]
    fn equality_ignores_creation_order() {
        let mut t1 = GameTree::new();
        let a = t1.add_child(NodeId::ROOT, node("B", "aa"));
        let _ = t1.add_child(NodeId::ROOT, node("B", "bb"));
        t1.add_child(a, node("W", "cc"));
        let mut t2 = GameTree::new();
        let a2 = t2.add_child(NodeId::ROOT, node("B", "aa"));
        t2.add_child(NodeId::ROOT, node("B", "bb"));
        assert_ne!(t1, t2);
        t2.add_child(a2, node("W", "cc"));
        assert_eq!(t1, t2);
    }

    #[test]
    fn node_set_replaces_in_place() {
        let mut n = Node::new();
        n.set(Property::single("B", "aa"));
        n.set(Property::single("C", "x"));
        n.set(Property::single("B", "bb"));
        assert_eq!(n.properties.len(), 2);
        assert_eq!(n.raw("B"), Some("bb"));
        assert_eq!(n.properties[0].ident, "B");
        assert!(n.remove("B").is_some());
        assert!(!n.has("B"));
    }

    #[test]
    fn very_deep_tree_is_compared_and_dropped() {
        let mut t = GameTree::new();
        let mut at = NodeId::ROOT;
        for _ in 0..200_000 {
            at = t.add_child(at, node("B", "aa"));
            t.add_child(t.parent(at).unwrap(), Node::new());
        }
        let u = t.clone();
        assert_eq!(t, u);
        drop(t);
        drop(u);
    }
}
