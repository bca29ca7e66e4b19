// Preloaded into the server process by the bench (`node --import ./bench/probe.mjs …`), so the
// server is measured from inside without any bench code in the server itself. Over the IPC
// channel: {type:'start', profile} collects garbage, then resets the event-loop delay histogram,
// RSS samples and CPU time (and starts the CPU profiler); {type:'stop'} answers
// {type:'probe', …} with what was seen since, and the heap left after a second collection.
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { summariseProfile } from './profile-summary.mjs';

if (process.send) {
  // The channel must not keep a server that was asked to stop alive.
  process.channel?.unref();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let rss = [];
  let cpu = process.cpuUsage();
  let session;
  let heapBefore = 0;
  // A full collection at the edges of a load, outside its CPU and delay readings, so what the
  // heap keeps is read without the ups and downs of RSS between collections. The flag is set
  // here, not on the command line, so the server runs as it would without the bench.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc');
  const retainedHeap = () => {
    collect();
    return process.memoryUsage().heapUsed;
  };
  const sampler = setInterval(() => rss.push(process.memoryUsage.rss()), 250);
  sampler.unref();

  process.on('message', async (message) => {
    if (message?.type === 'start') {
      heapBefore = retainedHeap();
      delay.reset();
      delay.enable();
      rss = [process.memoryUsage.rss()];
      cpu = process.cpuUsage();
      if (message.profile) {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 500 });
        await session.post('Profiler.start');
      }
      process.send({ type: 'started' });
    } else if (message?.type === 'stop') {
      delay.disable();
      rss.push(process.memoryUsage.rss());
      const used = process.cpuUsage(cpu);
      let profile;
      if (session) {
        const { profile: raw } = await session.post('Profiler.stop');
        session.disconnect();
        session = undefined;
        profile = summariseProfile(raw);
      }
      const heapAfter = retainedHeap();
      const ms = (ns) => Math.round(ns / 1e4) / 100;
      process.send({
        type: 'probe',
        eventLoopDelay: {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
        },
        rss: { first: rss[0], last: rss.at(-1), max: Math.max(...rss) },
        // The heap a full collection leaves, before and after: a leak shows as growth here.
        retainedHeap: { before: heapBefore, after: heapAfter },
        // CPU time the server process used: it grows far less than latency when other
        // processes compete for the cores.
        cpuMs: (used.user + used.system) / 1000,
        profile,
      });
    }
  });
}
