import 'dotenv/config';
import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = Fastify({ logger: true });
await app.register(jwt, {
  secret: config.jwtSecret,
  verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^Token /, '') },
});
app.decorate('authenticate', async (req, reply) => {
  try {
    await req.jwtVerify();
  } catch {
    return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
});
app.setErrorHandler((err, _req, reply) => reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } }));

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await sequelize.sync();
app.log.info(`sqlite storage: ${config.storage}`);
await app.listen({ port: 3000, host: '0.0.0.0' });
