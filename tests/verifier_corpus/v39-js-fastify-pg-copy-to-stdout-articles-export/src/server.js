import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import articleRoutes from './routes/articles.js';

const app = Fastify();
app.register(articleRoutes);

await sequelize.sync();
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT || 3000) });
