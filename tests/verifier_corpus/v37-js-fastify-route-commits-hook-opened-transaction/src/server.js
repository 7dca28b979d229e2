import Fastify from 'fastify';
import { sequelize } from './db.js';
import './models/comment.js';
import transaction from './plugins/transaction.js';
import commentRoutes from './routes/comments.js';

const app = Fastify();
await app.register(transaction);
app.get('/api/health-check', async () => ({ status: 'ok' }));
await app.register(commentRoutes);

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
