import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './models/index.js';
import articleRoutes from './routes/articles.js';
import profileRoutes from './routes/profiles.js';

const app = Fastify({ logger: true });

await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'conduit-secret', verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^Token /, '') } });
app.decorate('authenticate', async (request, reply) => {
  try {
    await request.jwtVerify();
  } catch {
    reply.code(401).send({ errors: { token: ['is missing or invalid'] } });
  }
});
app.setErrorHandler((err, request, reply) => {
  reply.code(err.status ?? err.statusCode ?? 500).send({ errors: err.errors ?? { body: [err.message] } });
});

await app.register(articleRoutes);
await app.register(profileRoutes);

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
