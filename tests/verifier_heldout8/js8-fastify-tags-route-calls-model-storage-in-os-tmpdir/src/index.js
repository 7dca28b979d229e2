import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import usersRoutes from './routes/users.js';
import articlesRoutes from './routes/articles.js';
import tagsRoutes from './routes/tags.js';

const app = Fastify({ logger: false });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(usersRoutes, { prefix: '/api' });
app.register(articlesRoutes, { prefix: '/api' });
app.register(tagsRoutes, { prefix: '/api' });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
