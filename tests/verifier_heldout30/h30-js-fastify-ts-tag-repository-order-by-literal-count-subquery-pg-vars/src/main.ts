import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import { sequelize } from './models/index.js';
import { routes } from './routes/index.js';

const app = Fastify({ logger: true });

await app.register(jwt, {
  secret: process.env.JWT_SECRET ?? 'conduit',
  verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^Token /, '') },
});
app.setErrorHandler((err: any, _req, reply) => reply.code(err.statusCode ?? 500).send({ errors: { body: [err.message] } }));
await app.register(routes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
