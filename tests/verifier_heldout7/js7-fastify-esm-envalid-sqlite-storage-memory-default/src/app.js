import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { env } from './config/env.js';
import { sequelize } from './models/index.js';
import { createUserRepository } from './repositories/user-repository.js';
import { createArticleRepository } from './repositories/article-repository.js';
import { createUserService } from './services/user-service.js';
import { createArticleService } from './services/article-service.js';
import userRoutes from './routes/users.js';
import articleRoutes from './routes/articles.js';

export async function buildApp() {
  const app = Fastify({ logger: { level: env.LOG_LEVEL } });
  await app.register(fastifyJwt, { secret: env.JWT_SECRET, verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') } });
  app.decorate('authenticate', async (req) => req.jwtVerify());

  const users = createUserRepository();
  const articles = createArticleRepository();
  const userService = createUserService({ users, sign: (p) => app.jwt.sign(p) });
  const articleService = createArticleService({ articles, users });

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(userRoutes, { prefix: '/api', userService });
  await app.register(articleRoutes, { prefix: '/api', articleService });

  await sequelize.sync();
  return app;
}
