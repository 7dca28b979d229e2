import 'reflect-metadata';
import Fastify from 'fastify';
import { container } from './container';
import { sequelize } from './sequelize';
import { CommentsRoute } from './routes/comments.route';

async function main() {
  await sequelize.sync();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(container.resolve(CommentsRoute).register, { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
