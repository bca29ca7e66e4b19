import type { GenColumnRow, GenTableRow } from './gen-model';
import { problemOf } from './gen-model';
import { pageFile } from './templates-client';
import { contractFile } from './templates-contract';
import { drizzleSchemaFile, type GenModel, routeFile, seedFile, stemOf } from './templates-server';

/**
 * Template names of the preview, RuoYi's way (`vm/<lang>/<name>.vm`): RuoYi clients label the
 * tabs with the part between the last `/` and `.vm`, and open the `domain.java` tab first, so
 * the domain model (our Drizzle schema) carries that name. Same order as the generated files
 * (generateFiles below).
 */
export const PREVIEW_TEMPLATES = [
  'vm/java/domain.java.vm',
  'vm/ts/routes.ts.vm',
  // RuoYi's sql.vm is the menu seed; ours is the area's idempotent seed with its menus.
  'vm/sql/sql.vm',
  'vm/yaml/openapi.yaml.vm',
  'vm/tsx/page.tsx.vm',
] as const;

/** Preview of generated files: text and real path per template name. */
export function previewOf(files: Record<string, string>) {
  const paths = Object.keys(files);
  const data: Record<string, string> = {};
  const pathOf: Record<string, string> = {};
  PREVIEW_TEMPLATES.forEach((template, i) => {
    const path = paths[i];
    if (path === undefined) return;
    data[template] = files[path] ?? '';
    pathOf[template] = path;
  });
  return { data, paths: pathOf };
}

/** The generated files of one table, by path, or why the settings cannot be used. */
export function generateFiles(
  table: GenTableRow,
  columns: GenColumnRow[],
): { files: Record<string, string> } | { problem: string } {
  const problem = problemOf(table, columns);
  if (problem) return { problem };
  const sorted = [...columns].sort((a, b) => a.sort - b.sort || a.columnId - b.columnId);
  const pk = sorted.find((c) => c.isPk === '1');
  if (!pk) return { problem: 'primary key' };
  const model: GenModel = { table, columns: sorted, pk };
  const stem = stemOf(table);
  return {
    files: {
      [`apps/server/src/db/schema/${stem}.ts`]: drizzleSchemaFile(model),
      [`apps/server/src/routes/${table.moduleName}/${table.businessName}.ts`]: routeFile(model),
      [`apps/server/src/db/seed/${stem}.ts`]: seedFile(model),
      [`openapi/src/paths/${stem}.yaml`]: contractFile(model),
      [`packages/console-pages/src/${table.moduleName}/${table.businessName}/${table.businessName}-page.tsx`]:
        pageFile(model),
    },
  };
}
