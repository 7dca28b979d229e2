import Fastify from 'fastify';
import { sequelize } from './lib/db.js';
import './models/user.js';
import './models/follow.js';
import userRoutes from './routes/users.js';
import profileRoutes from './routes/profiles.js';

const app = Fastify({ logger: true });

app.setErrorHandler((err, _req, reply) => {
  reply.code(err.statusCode ?? 500).send({ errors: err.errors ?? { body: [err.message] } });
});

app.get('/api/health-check', async () => ({ ok: true }));
app.register(userRoutes, { prefix: '/api' });
app.register(profileRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
