import cluster from 'node:cluster';
import { sequelize } from './db.js';

const workers = Number(process.env.WEB_CONCURRENCY || 2);

if (cluster.isPrimary) {
  // schema and journal mode once, before the workers start serving
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.sync();
  await sequelize.close();
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (w) => { console.error(`worker ${w.process.pid} died, restarting`); cluster.fork(); });
} else {
  await import('./worker.js');
}
