'use strict';
const cluster = require('node:cluster');
const os = require('node:os');

const WORKERS = Math.max(1, Math.min(2, os.availableParallelism ? os.availableParallelism() : os.cpus().length));

if (cluster.isPrimary) {
  // create the schema once, before any worker starts accepting requests
  const { migrate } = require('./src/repositories/schema');
  migrate()
    .then(() => {
      for (let i = 0; i < WORKERS; i += 1) {
        cluster.fork({ WORKER_ID: String(i + 1) });
      }
      cluster.on('exit', (worker, code) => {
        console.error(`worker ${worker.process.pid} exited (${code}), starting a new one`);
        cluster.fork({ WORKER_ID: worker.process.env && worker.process.env.WORKER_ID ? worker.process.env.WORKER_ID : 'respawn' });
      });
    })
    .catch((err) => {
      console.error('migration failed', err);
      process.exit(1);
    });
} else {
  require('./src/server');
}
