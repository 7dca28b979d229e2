import Fastify from 'fastify';
import db from './plugins/db.js';
import tagRoutes from './routes/tags.js';

const app = Fastify({ logger: true });
await app.register(db);
await app.register(tagRoutes);
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
