'use strict';
// Keeps the API alive: forks src/server.js and restarts it when it exits.
const path = require('node:path');
const { fork } = require('node:child_process');

const SERVER = path.join(__dirname, 'src', 'server.js');
let restarts = 0;

function start() {
  const child = fork(SERVER, [], {
    env: {
      PORT: process.env.PORT || '3000',
      NODE_ENV: 'production',
      JWT_SECRET: process.env.JWT_SECRET || 'conduit-secret',
    },
    stdio: 'inherit',
  });
  console.log(`[supervisor] started api pid=${child.pid}`);
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM' || signal === 'SIGINT') return process.exit(0);
    restarts += 1;
    const delay = Math.min(1000 * restarts, 10000);
    console.error(`[supervisor] api exited (code=${code}), restarting in ${delay}ms`);
    setTimeout(start, delay);
  });
  for (const sig of ['SIGTERM', 'SIGINT']) {
    process.once(sig, () => child.kill(sig));
  }
}

start();
