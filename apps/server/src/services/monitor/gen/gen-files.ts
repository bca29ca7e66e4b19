import type { GenColumnRow, GenTableRow } from './gen-model';
import { problemOf } from './gen-model';
import { pageFile } from './templates-client';
import { contractFile } from './templates-contract';
import { drizzleSchemaFile, type GenModel, routeFile, seedFile, stemOf } from './templates-server';

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
