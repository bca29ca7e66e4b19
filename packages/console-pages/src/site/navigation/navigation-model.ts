/** One link of the bottom navigation being edited. */
export interface NavLink {
  key: string;
  label: string;
  linkType: string;
  linkTarget: string;
}
/** One group (column) of the bottom navigation being edited. */
export interface NavGroup {
  key: string;
  title: string;
  links: NavLink[];
}

let next = 0;
/** A key for React lists (new items have no id yet). */
export const newKey = () => `k${++next}`;

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length)
    return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Moves a link, within its group or into another (at `toIndex`, end when undefined). */
export function moveLink(
  groups: readonly NavGroup[],
  from: { group: number; index: number },
  to: { group: number; index?: number },
): NavGroup[] {
  const source = groups[from.group];
  const link = source?.links[from.index];
  if (!source || !link || !groups[to.group]) return [...groups];
  if (from.group === to.group)
    return groups.map((g, i) =>
      i === from.group
        ? { ...g, links: move(g.links, from.index, to.index ?? g.links.length - 1) }
        : g,
    );
  return groups.map((g, i) => {
    if (i === from.group) return { ...g, links: g.links.filter((_, j) => j !== from.index) };
    if (i === to.group) {
      const links = [...g.links];
      links.splice(to.index ?? links.length, 0, link);
      return { ...g, links };
    }
    return g;
  });
}

/** The PUT /site/navigation body. */
export function toBody(groups: readonly NavGroup[]) {
  return {
    groups: groups.map((g) => ({
      title: g.title.trim(),
      links: g.links.map((l) => ({
        label: l.label.trim(),
        linkType: l.linkType as 'none' | 'page' | 'product' | 'article' | 'url',
        linkTarget: l.linkType === 'none' ? '' : l.linkTarget.trim(),
      })),
    })),
  };
}
