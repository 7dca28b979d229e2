import express from 'express';
import { migrate } from './repositories/db';
import { TagRepository } from './repositories/tagRepository';
import { TagService } from './services/tagService';
import { tagRoutes } from './routes/tags';

async function main() {
  await migrate();
  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (_req, res) => res.sendStatus(200));
  app.use('/api', tagRoutes(new TagService(new TagRepository())));
  app.listen(3000, () => console.log('listening on 3000'));
}

main();
