import type { RouteManifestEntry } from '../../src/app';
import type { AuthRequirement } from '../../src/plugins/auth';
import type { RegisteredResource } from '../../src/resources';
import { resourceOperations } from '../../src/resources/contract-facts';

type Node = Record<string, unknown>;
/** List parameters that are paging and sorting, not filters. */
const PAGING = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);

const resolve = (doc: Node, node: unknown): Node => {
  const ref = (node as Node | undefined)?.$ref;
  if (typeof ref !== 'string') return (node ?? {}) as Node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Node>((value, key) => (value[key] ?? {}) as Node, doc);
};
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const permissionOf = (auth: AuthRequirement | undefined) =>
  typeof auth === 'object' && 'permission' in auth ? auth.permission : undefined;

/**
 * Where the resources' routes and the contract disagree, as readable lines (none = agreement):
 * every registered operation is a contract operation of the resource with the same method,
 * path and permission; filters, sort and not-found handling are the contract's; and every
 * operation the contract expands from a resource has a route with its permission.
 */
export function contractProblems(
  doc: Node,
  resources: readonly RegisteredResource[],
  manifest: readonly RouteManifestEntry[],
  prefix: string,
): string[] {
  const problems: string[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Node>;
  for (const resource of resources) {
    for (const op of resource.operations) {
      const where = `${resource.path} ${op.operation}: ${op.method.toUpperCase()} ${op.path}`;
      const contract = paths[op.path]?.[op.method] as Node | undefined;
      const facts = contract?.['x-resource'] as Node | undefined;
      if (!contract || facts?.path !== resource.path || facts.operation !== op.operation) {
        problems.push(`${where} is not that operation of the resource in the contract`);
        continue;
      }
      if (contract['x-permission'] !== permissionOf(op.auth))
        problems.push(
          `${where}: permission ${permissionOf(op.auth)} ≠ ${String(contract['x-permission'])}`,
        );
      if (op.operation === 'list') {
        const params = ((contract.parameters ?? []) as unknown[]).map((p) =>
          String(resolve(doc, p).name),
        );
        const filters = params.filter((name) => !PAGING.has(name));
        if (!sameSet(filters, resource.filters))
          problems.push(`${where}: filters [${resource.filters}] ≠ contract [${filters}]`);
        if (!sameSet((facts.sort ?? []) as string[], resource.sort))
          problems.push(`${where}: sort [${resource.sort}] ≠ contract [${String(facts.sort)}]`);
      }
      if (op.operation === 'export') {
        const body = (contract.requestBody as Node | undefined)?.content as Record<string, Node>;
        const form = resolve(doc, body?.['application/x-www-form-urlencoded']?.schema);
        const fields = Object.keys((form.properties ?? {}) as Node);
        if (!sameSet(fields, resource.filters))
          problems.push(`${where}: export fields [${fields}] ≠ filters [${resource.filters}]`);
      }
      if (op.operation === 'get' && (facts.notFound === 'refuse') !== resource.notFound)
        problems.push(
          `${where}: notFound ${resource.notFound} ≠ contract ${String(facts.notFound)}`,
        );
    }
  }
  for (const op of resourceOperations(doc)) {
    const url = `${prefix}${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const route = manifest.find((r) => r.method === op.method.toUpperCase() && r.url === url);
    const where = `contract ${op.method.toUpperCase()} ${op.path} (${String(op.facts.path)} ${op.operation})`;
    if (!route) problems.push(`${where} has no route`);
    else if (permissionOf(route.auth) !== op.permission)
      problems.push(`${where}: route permission ${permissionOf(route.auth)} ≠ ${op.permission}`);
  }
  return problems;
}
