import Fastify from 'fastify';
import { sequelize } from './models/sequelize';
import './models/user';
import './models/follow';
import { api } from './routes/api';
import { ApiError } from './services/users.service';

async function main() {
  const app = Fastify({ logger: true });
  app.setErrorHandler((err, _req, reply) => {
    reply.code(err instanceof ApiError ? err.statusCode : 500).send({ errors: { body: [err.message] } });
  });
  await app.register(api, { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
