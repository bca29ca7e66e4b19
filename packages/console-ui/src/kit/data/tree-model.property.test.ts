import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkStates,
  filterTree,
  parentMap,
  toggleCheck,
  walkTree,
  type Key,
  type TreeNode,
} from './tree-model';

interface Shape {
  disabled: boolean;
  label: string;
  children: Shape[];
}

// Depth-bounded generator: up to four levels, up to three children each.
function shapeOf(depth: number): fc.Arbitrary<Shape> {
  return fc.record({
    disabled: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    label: fc.constantFrom('menu', 'user', 'role', 'dept', 'Post', 'log'),
    children: depth === 0 ? fc.constant([]) : fc.array(shapeOf(depth - 1), { maxLength: 3 }),
  });
}
const shape = shapeOf(3);

// Ids are numbered in document order so they are unique.
function build(shapes: Shape[]): TreeNode[] {
  let next = 1;
  const make = (s: Shape): TreeNode => ({
    id: next++,
    label: s.label,
    disabled: s.disabled,
    children: s.children.map(make),
  });
  return shapes.map(make);
}

const forest = fc.array(shape, { minLength: 1, maxLength: 3 }).map(build);

const scenario = forest.chain((nodes) => {
  const ids = walkTree(nodes).map((n) => n.id);
  return fc.record({
    nodes: fc.constant(nodes),
    checked: fc.subarray(ids),
    target: fc.constantFrom(...ids),
  });
});

function descendants(node: TreeNode): TreeNode[] {
  return walkTree(node.children ?? []);
}
const leafIds = (nodes: readonly TreeNode[]) =>
  walkTree(nodes)
    .filter((n) => (n.children ?? []).length === 0)
    .map((n) => n.id);

// Toggles `target` once: its node, and the checked keys before and after.
function toggleOnce(nodes: TreeNode[], checked: Key[], target: Key, strict: boolean) {
  const node = walkTree(nodes).find((n) => n.id === target)!;
  const before = new Set(checked);
  const after = new Set(toggleCheck(nodes, checked, target, strict).checked);
  return { node, before, after };
}

describe('tree check logic (properties)', () => {
  it('linked: a parent is checked iff all its children are, mixed iff some are', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, checked }) => {
        const states = checkStates(nodes, checked, false);
        for (const node of walkTree(nodes)) {
          const children = node.children ?? [];
          if (children.length === 0) continue;
          const s = children.map((c) => states.get(c.id));
          const expected = s.every((x) => x === 'checked')
            ? 'checked'
            : s.every((x) => x === 'unchecked')
              ? 'unchecked'
              : 'mixed';
          expect(states.get(node.id)).toBe(expected);
        }
      }),
    );
  });

  it('linked: toggling a node flips its enabled leaves together and touches no other leaf', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, checked, target }) => {
        const { node, before, after } = toggleOnce(nodes, checked, target, false);
        const inside = new Set(
          [node, ...descendants(node)]
            .filter((n) => (n.children ?? []).length === 0)
            .map((n) => n.id),
        );
        const blocked = new Set<Key>();
        for (const n of [node, ...descendants(node)]) {
          if (n.disabled) [n, ...descendants(n)].forEach((d) => blocked.add(d.id));
        }
        for (const leaf of leafIds(nodes)) {
          if (!inside.has(leaf) || blocked.has(leaf)) {
            expect(after.has(leaf)).toBe(before.has(leaf));
          }
        }
        // Free leaves all flip to 'checked', or to 'unchecked' when they all were checked.
        const free = [...inside].filter((id) => !blocked.has(id));
        const wasAllOn = free.length > 0 && free.every((id) => before.has(id));
        for (const id of free) expect(after.has(id)).toBe(!wasAllOn);
      }),
    );
  });

  it('linked: toggling twice restores the leaves when the branch was uniform', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, checked, target }) => {
        const leaves = (ids: readonly Key[]) => {
          const set = new Set(ids);
          return leafIds(nodes).filter((id) => set.has(id));
        };
        const once = toggleCheck(nodes, checked, target, false).checked;
        const twice = toggleCheck(nodes, once, target, false).checked;
        const thrice = toggleCheck(nodes, twice, target, false).checked;
        // After one toggle the branch is uniform, so the next two toggles are an involution.
        expect(leaves(thrice).sort()).toEqual(leaves(once).sort());
      }),
    );
  });

  it('strict: toggling flips exactly the target (unless disabled)', () => {
    fc.assert(
      fc.property(scenario, ({ nodes, checked, target }) => {
        const { node, before, after } = toggleOnce(nodes, checked, target, true);
        for (const n of walkTree(nodes)) {
          const flipped = after.has(n.id) !== before.has(n.id);
          expect(flipped).toBe(n.id === target && !node.disabled);
        }
      }),
    );
  });

  it('filter keeps exactly the matching nodes and their ancestors', () => {
    fc.assert(
      fc.property(forest, fc.constantFrom('us', 'ROLE', 'o', 'zz'), (nodes, text) => {
        const kept = filterTree(nodes, text)!;
        const parents = parentMap(nodes);
        const matches = walkTree(nodes).filter((n) =>
          n.label.toLowerCase().includes(text.toLowerCase()),
        );
        const expected = new Set<Key>();
        for (const m of matches) {
          let id: Key | undefined = m.id;
          while (id !== undefined) {
            expected.add(id);
            id = parents.get(id);
          }
        }
        expect([...kept].sort()).toEqual([...expected].sort());
      }),
    );
  });
});
