// The API document as one static HTML page, for RuoYi clients whose "system interface" page
// frames `/swagger-ui/index.html`. No script (the page's CSP allows none): operations grouped by
// tag, each with its summary and, folded, its description and parameters.

type Node = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const asNode = (value: unknown): Node =>
  value && typeof value === 'object' ? (value as Node) : {};

/** A `#/components/...` reference's target (parameters are often shared ones). */
function resolveRef(doc: Node, node: Node): Node {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  return node.$ref
    .slice(2)
    .split('/')
    .reduce<Node>((at, key) => asNode(at[key]), doc);
}

interface Operation {
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: string[];
}

function operationsByTag(doc: Node): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(asNode(doc.paths))) {
    for (const method of METHODS) {
      const op = asNode(asNode(item)[method]);
      if (Object.keys(op).length === 0) continue;
      const tags = Array.isArray(op.tags) ? op.tags.map(String) : ['other'];
      const parameters = (Array.isArray(op.parameters) ? op.parameters : [])
        .map((p) => resolveRef(doc, asNode(p)))
        .filter((p) => typeof p.name === 'string')
        .map((p) => `${String(p.name)} (${String(p.in)})`);
      const entry = {
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        description: String(op.description ?? ''),
        parameters,
      };
      for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  return byTag;
}

function operationRow(op: Operation): string {
  const details =
    op.description || op.parameters.length > 0
      ? `<details><summary>${escapeHtml(op.summary)}</summary>${
          op.description ? `<p>${escapeHtml(op.description)}</p>` : ''
        }${op.parameters.length > 0 ? `<p>Parameters: ${escapeHtml(op.parameters.join(', '))}</p>` : ''}</details>`
      : escapeHtml(op.summary);
  return `<tr><td class="m ${op.method.toLowerCase()}">${op.method}</td><td><code>${escapeHtml(op.path)}</code></td><td>${details}</td></tr>`;
}

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:16px 24px;color:#1f2329}
h1 small{color:#646a73;font-weight:normal;font-size:60%}h2{margin-top:28px;border-bottom:1px solid #dee0e3}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #eff0f1;vertical-align:top}
td.m{font-weight:600;width:64px}.get{color:#0b7a3e}.post{color:#8a5a00}.put{color:#1d4ed8}.delete{color:#b42318}
code{font-size:13px}details summary{cursor:pointer}`;

/** The whole page for an OpenAPI document. */
export function apiDocumentHtml(doc: Node): string {
  const info = asNode(doc.info);
  const tagInfo = new Map(
    (Array.isArray(doc.tags) ? doc.tags : []).map((t) => [
      String(asNode(t).name),
      String(asNode(t).description ?? ''),
    ]),
  );
  const sections = [...operationsByTag(doc)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, ops]) =>
        `<section><h2>${escapeHtml(tag)} <small>${escapeHtml(tagInfo.get(tag) ?? '')}</small></h2>` +
        `<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>${ops
          .map(operationRow)
          .join('')}</tbody></table></section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
    info.title,
  )}</title><style>${STYLE}</style></head><body><h1>${escapeHtml(info.title)} <small>${escapeHtml(
    info.version,
  )}</small></h1>${sections}</body></html>`;
}
