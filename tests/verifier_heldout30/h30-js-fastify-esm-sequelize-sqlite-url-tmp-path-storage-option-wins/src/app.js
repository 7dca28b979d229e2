import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { config } from './config.js';
import { sequelize } from './db.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = Fastify({ logger: true });
await app.register(fastifyJwt, { secret: config.jwtSecret });

app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(users, { prefix: '/api' });
await app.register(articles, { prefix: '/api' });

await sequelize.sync();
app.log.info({ storage: sequelize.options.storage }, 'database ready');
await app.listen({ port: config.port, host: '0.0.0.0' });
