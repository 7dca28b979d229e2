import Fastify from 'fastify';
import { sequelize } from '#models';
import routes from './routes/index.js';

const app = Fastify({ logger: process.env.NODE_ENV !== 'production' });

app.setErrorHandler((err, _req, reply) => {
  reply.code(err.status ?? err.statusCode ?? 500).send({ errors: { body: [err.message] } });
});
app.register(routes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
