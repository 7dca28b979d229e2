import 'reflect-metadata';
import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { bootstrap } from 'fastify-decorators';
import { sequelize } from './database';
import './models/user.model';
import './models/article.model';
import ArticleController from './controllers/article.controller';
import UserController from './controllers/user.controller';

async function main() {
  await sequelize.sync();

  const app = Fastify({ logger: true });
  await app.register(fastifyJwt, {
    secret: process.env.JWT_SECRET ?? 'decorators-secret',
    verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^Token /, '') },
  });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(bootstrap, { controllers: [ArticleController, UserController], prefix: '/api' });

  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
