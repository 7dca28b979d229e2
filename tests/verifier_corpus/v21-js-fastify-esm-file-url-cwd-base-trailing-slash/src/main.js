import Fastify from 'fastify';
import database from './plugins/database.js';
import articleRoutes from './routes/articles.js';

const app = Fastify({ logger: true });
await app.register(database);
await app.register(articleRoutes);
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
