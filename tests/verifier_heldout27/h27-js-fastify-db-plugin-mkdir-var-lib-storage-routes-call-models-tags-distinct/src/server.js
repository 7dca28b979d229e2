import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import sequelizePlugin from './plugins/sequelize.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = Fastify({ logger: true });

await app.register(sequelizePlugin);
await app.register(fastifyJwt, {
  secret: process.env.JWT_SECRET ?? 'conduit',
  verify: { extractToken: (req) => req.headers.authorization?.replace(/^Token /, '') },
});
app.decorate('authenticate', async (req) => req.jwtVerify());

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await app.listen({ port: 3000, host: '0.0.0.0' });
