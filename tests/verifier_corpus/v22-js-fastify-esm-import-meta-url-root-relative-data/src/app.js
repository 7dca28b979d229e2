import Fastify from 'fastify';
import cors from '@fastify/cors';
import { sequelize } from './database.js';
import './models/article.js';
import routes from './routes/index.js';

const app = Fastify({ logger: true });
await app.register(cors);
await app.register(routes);

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT) || 3000 });
