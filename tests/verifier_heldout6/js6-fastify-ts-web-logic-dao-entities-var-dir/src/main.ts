import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import jwt from '@fastify/jwt';
import { Sequelize } from 'sequelize';
import { env } from './config/env.js';
import { defineEntities } from './entities/index.js';
import { UserDao } from './dao/user.dao.js';
import { ArticleDao } from './dao/article.dao.js';
import { AccountLogic } from './logic/accounts.js';
import { PublishingLogic } from './logic/publishing.js';
import { userRoutes } from './web/users.js';
import { articleRoutes } from './web/articles.js';

declare module 'fastify' {
  interface FastifyInstance { requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void> }
}
declare module '@fastify/jwt' {
  interface FastifyJWT { payload: { id: number }; user: { id: number } }
}

const sequelize = new Sequelize({ dialect: 'sqlite', storage: env.sqliteStorage, logging: false });
defineEntities(sequelize);
await sequelize.sync();

const accounts = new AccountLogic(new UserDao());
const publishing = new PublishingLogic(new ArticleDao());

const app = Fastify({ logger: true });
await app.register(jwt, { secret: env.jwtSecret, verify: { extractToken: (r) => r.headers.authorization?.split(' ')[1] } });
app.decorate('requireUser', async (req: FastifyRequest, reply: FastifyReply) => {
  try { await req.jwtVerify(); } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
});

app.get('/api/health-check', async () => ({ ok: true }));
await app.register(userRoutes, { prefix: '/api', accounts });
await app.register(articleRoutes, { prefix: '/api', publishing });

await app.listen({ port: env.port, host: '0.0.0.0' });
