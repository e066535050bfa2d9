// Preloaded into the servers by scripts/bench-hints.mjs with BENCH_HINTS_PROFILE (NODE_OPTIONS
// --import: Node 20 refuses --cpu-prof there). The first SIGUSR2 starts V8's CPU profiler, the next
// one stops it and writes `<pid>-<n>.cpuprofile` into CPU_PROFILE_DIR (open it in Chrome's
// DevTools, Performance tab), so a profile holds the measured load only, not the start-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.CPU_PROFILE_DIR;
// Not in worker threads (a module loader's, say): signals reach the main thread only.
if (dir && isMainThread) {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) console.error(`CPU profile of ${process.pid} not written: ${error.message}`);
      else writeFileSync(path.join(dir, `${process.pid}-${++written}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
