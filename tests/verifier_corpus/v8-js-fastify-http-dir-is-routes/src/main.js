import Fastify from 'fastify';
import { sequelize } from './database.js';
import './models/user.js';
import './models/article.js';
import './models/comment.js';
import articleRoutes from './http/articles.js';
import commentRoutes from './http/comments.js';
import userRoutes from './http/users.js';

const app = Fastify();

app.get('/api/health-check', async () => ({ status: 'ok' }));
for (const routes of [userRoutes, articleRoutes, commentRoutes]) {
  app.register(routes, { prefix: '/api' });
}

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: 3000 });
