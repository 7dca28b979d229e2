import express from 'express';
import { sequelize } from './models';
import { articlesRouter } from './routes/articles.routes';
import { tagsRouter } from './routes/tags.routes';

async function main() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.sendStatus(200));
  app.use('/api', articlesRouter, tagsRouter);
  app.listen(3000, () => console.log('ready on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
