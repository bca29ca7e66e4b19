function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = value * 256 + n;
  }
  return value;
}

function matchesEntry(ip: string, entry: string): boolean {
  if (entry.includes('-')) {
    const [from = '', to = ''] = entry.split('-', 2).map((s) => s.trim());
    const lo = ipv4ToNumber(from);
    const hi = ipv4ToNumber(to);
    const value = ipv4ToNumber(ip);
    return (
      lo !== undefined &&
      hi !== undefined &&
      value !== undefined &&
      value >= Math.min(lo, hi) &&
      value <= Math.max(lo, hi)
    );
  }
  if (entry.includes('*')) {
    const pattern = entry
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\d{1,3}');
    return new RegExp(`^${pattern}$`).test(ip);
  }
  return entry === ip;
}

/** RuoYi `sys.login.blackIPList`: `;`-separated exact IPs, `*` wildcards or `a.b.c.d-e.f.g.h` ranges. */
export function isIpBlacklisted(ip: string, list: string): boolean {
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .some((entry) => matchesEntry(ip, entry));
}

/** Normalises loopback/IPv4-mapped addresses the way RuoYi reports them. */
export function normaliseIp(ip: string): string {
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return '127.0.0.1';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  return ip;
}

/** RuoYi writes 内网IP for private addresses and does no external lookup by default. */
export function loginLocation(ip: string): string {
  if (/^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) || ip === 'localhost')
    return '内网IP';
  return 'XX XX';
}
