// The 100,000-product list (issue 7) runs in its own process (bench/products.mjs): it builds its
// own embedded database. Returns its table rows.
import { spawn } from 'node:child_process';

const ms = (n) => `${n.toFixed(1)} ms`;

export async function productListRows() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/products.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const start = out.indexOf('{');
  if (start < 0)
    return [{ label: 'product list, 100,000 products', value: `failed (exit ${code})` }];
  const r = JSON.parse(out.slice(start));
  const verdict = r.p95Ms <= 200 ? '<= 200 ms ok' : '> 200 ms OVER';
  return [
    {
      label: `product list p50 / p95, one client (${r.products} products, filtered, 20 rows)`,
      value: `${ms(r.p50Ms)} / ${ms(r.p95Ms)}  ${verdict} (CPU p95 ${ms(r.cpuP95Ms)}, load ${r.loadAverage[0]})`,
    },
  ];
}
