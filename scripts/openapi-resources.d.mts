// Types of openapi-resources.mjs for the server tests that expand a declaration of their own.

/** Operations a resource may have. */
export declare const OPERATIONS: readonly string[];

/** Adds the paths and schemas of `declarations` (one fragment's `resources:`) to `doc`. */
export declare function expandResources(
  doc: { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } },
  declarations: Record<string, Record<string, unknown>> | undefined,
  source: string,
  seen: Set<string>,
  fail: (message: string) => never,
): void;
