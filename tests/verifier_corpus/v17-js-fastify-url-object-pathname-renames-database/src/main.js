import Fastify from 'fastify';
import { sequelize } from './lib/database.js';
import routes from './routes/index.js';

const app = Fastify({ logger: { level: 'info' } });
await app.register(routes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
