import type { KvStats, KvStore } from '../../plugins/kv';

/** Redis's own size format (`bytesToHuman` in redis/src/server.c): 512B, 1.50K, 2.25M, 1.00G. */
export function bytesToHuman(bytes: number): string {
  const units = ['K', 'M', 'G', 'T', 'P'];
  if (bytes < 1024) return `${bytes}B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)}${units[unit] ?? 'P'}`;
}

// Rates are measured between two looks at the same store (Redis's instantaneous_* fields are a
// sample of the last seconds too).
const lastLook = new WeakMap<KvStore, { at: number; bytesIn: number; bytesOut: number }>();

function kbps(store: KvStore, stats: KvStats, now: number) {
  const before = lastLook.get(store) ?? {
    at: now - process.uptime() * 1000,
    bytesIn: 0,
    bytesOut: 0,
  };
  lastLook.set(store, { at: now, bytesIn: stats.bytesIn, bytesOut: stats.bytesOut });
  const seconds = Math.max((now - before.at) / 1000, 0.001);
  const rate = (bytes: number) => (bytes / 1024 / seconds).toFixed(2);
  return {
    input: rate(stats.bytesIn - before.bytesIn),
    output: rate(stats.bytesOut - before.bytesOut),
  };
}

/**
 * The Redis INFO fields RuoYi's cache page shows, describing the in-process store truthfully:
 * no server version, port or persistence ('-' / '0'), one client (this process), no memory
 * limit ('0B', as Redis shows it), uptime of the process, and counted hits, misses and traffic.
 */
export function memoryInfo(
  store: KvStore,
  stats: KvStats,
  now = Date.now(),
): Record<string, string> {
  const rate = kbps(store, stats, now);
  return {
    redis_version: `in-process store (Node ${process.version})`,
    redis_mode: 'standalone',
    tcp_port: '-',
    uptime_in_days: String(Math.floor(process.uptime() / 86_400)),
    connected_clients: '1',
    used_memory: String(stats.usedBytes),
    used_memory_human: bytesToHuman(stats.usedBytes),
    maxmemory_human: '0B',
    used_cpu_user_children: '0.00',
    aof_enabled: '0',
    rdb_last_bgsave_status: '-',
    instantaneous_input_kbps: rate.input,
    instantaneous_output_kbps: rate.output,
    keyspace_hits: String(stats.hits),
    keyspace_misses: String(stats.misses),
  };
}
