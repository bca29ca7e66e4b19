// Summary of a V8 CPU profile (the `Profiler.stop` result): where the server's CPU time went,
// by function and by package, as shares of all samples.

/** `node_modules/<pkg>` (or `@scope/pkg`), `node:internal`, `app` for our sources, or `(v8)`. */
function ownerOf(url) {
  if (url === '') return '(v8)';
  if (url.startsWith('node:')) return 'node';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  const app = /\/(apps\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return app ? app[1] : url;
}

const shortUrl = (url) =>
  url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|apps|packages)\//, '$1/');

/** Self time per function and per owner, top entries first, in percent of the sampled time. */
export function summariseProfile(profile, top = 12) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const byFunction = new Map();
  const byOwner = new Map();
  for (const [id, time] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = where ? `${name} ${where}` : name;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
    const owner = ownerOf(callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + time);
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, percent: Math.round((1000 * time) / total) / 10 }));
  return {
    sampledMs: Math.round(total / 1000),
    functions: rank(byFunction),
    owners: rank(byOwner),
  };
}
