import express from 'express';
import { sequelize } from './db/sequelize';
import './models/article.model';
import { articlesRouter } from './routes/articles.route';

async function main() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.status(200).send('ok'));
  app.use('/api', articlesRouter);
  app.listen(3000, () => console.log('Conduit on http://localhost:3000'));
}

main();
