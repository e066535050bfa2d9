// Preloaded into the servers by scripts/bench-hints.mjs with BENCH_HINTS_PROFILE (NODE_OPTIONS
// --require: Node 20 refuses --cpu-prof there). The first SIGUSR2 starts V8's CPU profiler, the next
// one stops it and writes `<pid>-<n>.cpuprofile` into CPU_PROFILE_DIR (open it in Chrome's
// DevTools, Performance tab), so a profile holds the measured load only, not the start-up.
'use strict';
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
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
