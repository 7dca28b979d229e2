import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sequelize } from './models/index.js';
import auth from './routes/auth.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: true });
await app.register(fp(auth));
await app.register(articleRoutes);

await sequelize.sync();
await app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
