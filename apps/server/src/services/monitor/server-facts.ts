import { readFile, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { formatDateTime } from '../../lib/date-format';
import { fileSystemName, ruoyiFileSize } from './sizes';

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
const round2 = (n: number) => Math.round(n * 100) / 100;
const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** Texts of the answer that follow the request's language. */
export interface ServerFactsText {
  /** e.g. '0天3小时12分钟' (RuoYi's runTime) */
  runTime(days: number, hours: number, minutes: number): string;
  /** Name of the data directory's volume (RuoYi's typeName) */
  dataDisk: string;
}

interface CpuTimes {
  user: number;
  sys: number;
  wait: number;
  idle: number;
  total: number;
}

/** CPU times of all cores: /proc/stat on Linux (it has iowait), os.cpus() elsewhere. */
async function cpuTimes(): Promise<CpuTimes> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (line) {
    const [user = 0, nice = 0, sys = 0, idle = 0, wait = 0, irq = 0, soft = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = user + nice + sys + idle + wait + irq + soft + steal;
    return { user: user + nice, sys, wait, idle, total };
  }
  const times = { user: 0, sys: 0, wait: 0, idle: 0, total: 0 };
  for (const { times: t } of os.cpus()) {
    times.user += t.user + t.nice;
    times.sys += t.sys;
    times.idle += t.idle;
    times.total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return times;
}

/** CPU use over a short sample window: RuoYi's cpu fields (percentages of all cores) and ours. */
export async function sampleCpu(windowMs = 200) {
  const a = await cpuTimes();
  const processBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const b = await cpuTimes();
  const processUsed = process.cpuUsage(processBefore);
  const total = b.total - a.total;
  const cores = os.cpus().length;
  return {
    cpuNum: cores,
    /** CPU time of all cores in the sample window, in clock ticks (RuoYi's `total`). */
    total,
    used: percent(b.user - a.user, total),
    sys: percent(b.sys - a.sys, total),
    wait: percent(b.wait - a.wait, total),
    free: percent(b.idle - a.idle, total),
    model: os.cpus()[0]?.model.trim() ?? '',
    processUsage: percent((processUsed.user + processUsed.system) / 1000, windowMs * cores),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** The file system holding `dir`, as a RuoYi SysFile (sizes as text) plus bytes; no path. */
async function diskOf(dir: string, text: ServerFactsText) {
  try {
    const s = await statfs(dir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return [
      {
        dirName: 'data',
        sysTypeName: fileSystemName(s.type),
        typeName: text.dataDisk,
        total: ruoyiFileSize(total),
        free: ruoyiFileSize(free),
        used: ruoyiFileSize(total - free),
        usage: percent(total - free, total),
        totalBytes: total,
        freeBytes: free,
        usedBytes: total - free,
      },
    ];
  } catch {
    return [];
  }
}

/** The first external IPv4 address (RuoYi's computerIp), else the loopback address. */
function hostIp(): string {
  for (const list of Object.values(os.networkInterfaces()))
    for (const address of list ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address;
  return '127.0.0.1';
}

/** Node's runtime in the shape of RuoYi's `jvm` block (sizes in MB, usage in percent). */
function runtimeFacts(now: number, text: ServerFactsText) {
  const memory = process.memoryUsage();
  const heap = getHeapStatistics();
  const uptime = process.uptime();
  const minutes = Math.floor(uptime / 60);
  return {
    name: `Node.js (V8 ${process.versions.v8})`,
    version: process.version,
    // Names only: paths and option values stay on the server (security checklist O1).
    home: path.basename(process.execPath),
    startTime: formatDateTime(new Date(now - uptime * 1000)),
    runTime: text.runTime(Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60),
    inputArgs: `[${process.execArgv
      .filter((arg) => arg.startsWith('-'))
      .map((arg) => arg.split('=')[0])
      .join(', ')}]`,
    total: round2(memory.heapTotal / MB),
    max: round2(heap.heap_size_limit / MB),
    free: round2((memory.heapTotal - memory.heapUsed) / MB),
    used: round2(memory.heapUsed / MB),
    usage: percent(memory.heapUsed, memory.heapTotal),
  };
}

/**
 * `/monitor/server` in RuoYi's shape (cpu, mem in GB, jvm, sys, sysFiles with sizes as text)
 * with our extra facts (bytes, the Node process block). No environment variables and no file
 * system paths are included.
 */
export async function serverFacts(dataDir: string, now: number, text: ServerFactsText) {
  const [cpu, sysFiles] = await Promise.all([sampleCpu(), diskOf(dataDir, text)]);
  const memory = process.memoryUsage();
  const heap = getHeapStatistics();
  const uptime = process.uptime();
  const totalMem = os.totalmem();
  const freeMem = os.freemem();
  return {
    cpu,
    mem: {
      total: round2(totalMem / GB),
      used: round2((totalMem - freeMem) / GB),
      free: round2(freeMem / GB),
      usage: percent(totalMem - freeMem, totalMem),
      totalBytes: totalMem,
      usedBytes: totalMem - freeMem,
      freeBytes: freeMem,
    },
    jvm: runtimeFacts(now, text),
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
      computerIp: hostIp(),
      // The working directory's name only (RuoYi shows the full path).
      userDir: path.basename(process.cwd()),
      osName: `${os.type()} ${os.release()}`,
      osArch: process.arch,
      platform: process.platform,
    },
    sysFiles,
  };
}
