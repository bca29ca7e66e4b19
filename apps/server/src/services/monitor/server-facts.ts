import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { formatDateTime } from '../../lib/date-format';

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;

function cpuTimes() {
  let user = 0;
  let sys = 0;
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    user += t.user + t.nice;
    sys += t.sys;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { user, sys, idle, total };
}

/** CPU use over a short sample window (percentages of all cores). */
export async function sampleCpu(windowMs = 200) {
  const a = cpuTimes();
  const processBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const b = cpuTimes();
  const processUsed = process.cpuUsage(processBefore);
  const total = b.total - a.total;
  const cores = os.cpus().length;
  return {
    cpuNum: cores,
    model: os.cpus()[0]?.model.trim() ?? '',
    used: percent(b.user - a.user, total),
    sys: percent(b.sys - a.sys, total),
    free: percent(b.idle - a.idle, total),
    processUsage: percent((processUsed.user + processUsed.system) / 1000, windowMs * cores),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** Size facts of the file system holding `dir` (its path is not reported). */
async function diskOf(dir: string, label: string) {
  try {
    const s = await statfs(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return [
      {
        dirName: label,
        typeName: `0x${s.type.toString(16)}`,
        total,
        free,
        used: total - free,
        usage: percent(total - free, total),
      },
    ];
  } catch {
    return [];
  }
}

/**
 * `/monitor/server` facts: CPU (sampled), memory, the Node process, the data directory's disk
 * and runtime facts. No environment variables and no file system paths are included.
 */
export async function serverFacts(dataDir: string, now: number) {
  const [cpu, sysFiles] = await Promise.all([sampleCpu(), diskOf(dataDir, 'data')]);
  const memory = process.memoryUsage();
  const heap = getHeapStatistics();
  const uptime = process.uptime();
  return {
    cpu,
    mem: {
      total: os.totalmem(),
      free: os.freemem(),
      used: os.totalmem() - os.freemem(),
      usage: percent(os.totalmem() - os.freemem(), os.totalmem()),
    },
    node: {
      version: process.version,
      pid: process.pid,
      uptime: Math.round(uptime),
      startTime: formatDateTime(new Date(now - uptime * 1000)),
      rss: memory.rss,
      heapTotal: memory.heapTotal,
      heapUsed: memory.heapUsed,
      heapLimit: heap.heap_size_limit,
      external: memory.external,
      usage: percent(memory.heapUsed, heap.heap_size_limit),
    },
    sys: {
      computerName: os.hostname(),
      osName: `${os.type()} ${os.release()}`,
      platform: process.platform,
      osArch: process.arch,
    },
    sysFiles,
  };
}
