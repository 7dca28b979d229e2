// Composition root: builds every object once and mounts the routers.
import { Hono } from 'hono';
import { ArticleRepository } from './repositories/article-repository.js';
import { TagRepository } from './repositories/tag-repository.js';
import { UserRepository } from './repositories/user-repository.js';
import { ArticleService } from './services/article-service.js';
import { UserService } from './services/user-service.js';
import { articleRoutes } from './routes/articles.js';
import { tagRoutes } from './routes/tags.js';
import { userRoutes } from './routes/users.js';

export function buildApp() {
  const articleRepository = new ArticleRepository();
  const tagRepository = new TagRepository();
  const userRepository = new UserRepository();

  const articleService = new ArticleService({ articleRepository, tagRepository });
  const userService = new UserService({ userRepository });

  const app = new Hono().basePath('/api');
  app.get('/health-check', (c) => c.json({ status: 'ok' }));
  app.route('/', userRoutes({ userService }));
  app.route('/', articleRoutes({ articleService }));
  app.route('/', tagRoutes({ tagRepository }));
  return app;
}
