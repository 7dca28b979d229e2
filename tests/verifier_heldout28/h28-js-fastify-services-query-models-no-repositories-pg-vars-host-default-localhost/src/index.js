import Fastify from 'fastify';
import routes from './routes/index.js';
import { sequelize } from './sequelize.js';
import './models/index.js';

const app = Fastify({ logger: true });
app.decorateRequest('userId', null);
await app.register(routes, { prefix: '/api' });
await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
