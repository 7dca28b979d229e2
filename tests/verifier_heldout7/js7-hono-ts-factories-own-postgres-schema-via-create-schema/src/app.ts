import { Hono } from 'hono';
import type { Sequelize } from 'sequelize';
import { initModels } from './models/index.js';
import { TagRepository } from './repositories/tag.repository.js';
import { TagService } from './services/tag.service.js';
import { tagRoutes } from './routes/tag.routes.js';
import { healthRoutes } from './routes/health.routes.js';

export function createApp(sequelize: Sequelize) {
  const models = initModels(sequelize);
  const tagService = new TagService(new TagRepository(models.Tag));

  const app = new Hono().basePath('/api');
  app.route('/', healthRoutes());
  app.route('/', tagRoutes(tagService));
  app.onError((err, c) => c.json({ errors: { body: [err.message] } }, 500));
  return app;
}
