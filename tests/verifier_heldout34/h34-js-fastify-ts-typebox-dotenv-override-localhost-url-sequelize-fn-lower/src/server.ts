import Fastify from 'fastify';
import { config } from './config';
import { sequelize } from './models/user';
import { userRoutes } from './routes/users';

async function main() {
  const app = Fastify();
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(userRoutes);
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
  console.log('db', config.databaseUrl.replace(/:[^:@]+@/, ':***@'));
}

main();
