import type { Operation } from './types';

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** One operation the contract expanded from a `resources:` declaration. */
export interface ContractOperation {
  operation: Operation;
  method: (typeof METHODS)[number];
  /** Contract path (`/system/post/{postId}`). */
  path: string;
  /** `x-permission`, absent for operations open to every signed-in user. */
  permission: string | undefined;
  /** `x-resource` as written by scripts/openapi-resources.mjs. */
  facts: Node;
}

/** Every operation of the contract that carries `x-resource`. */
export function resourceOperations(doc: Node): ContractOperation[] {
  const found: ContractOperation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Node>)) {
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      const facts = operation?.['x-resource'] as Node | undefined;
      if (!operation || !facts) continue;
      const permission = operation['x-permission'];
      found.push({
        operation: facts.operation as Operation,
        method,
        path,
        permission: typeof permission === 'string' ? permission : undefined,
        facts,
      });
    }
  }
  return found;
}

/** The contract's operations of the resource at `path`, and its sort allow-list. */
export function contractOperations(doc: Node, path: string) {
  const declared = resourceOperations(doc).filter((op) => op.facts.path === path);
  if (declared.length === 0) throw new Error(`${path}: no resource in the contract`);
  const list = declared.find((op) => op.operation === 'list');
  const sort = Array.isArray(list?.facts.sort) ? (list.facts.sort as string[]) : [];
  return { declared, sort };
}
