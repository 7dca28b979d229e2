import express from 'express';
import { config } from './config';
import { sequelize } from './db';
import './models';
import { users } from './routes/users';
import { tags } from './routes/tags';

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  app.use('/api', users);
  app.use('/api', tags);

  app.listen(config.port, () => console.log(`Conduit listening on port ${config.port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
