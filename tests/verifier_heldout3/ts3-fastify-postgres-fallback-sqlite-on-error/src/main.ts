import Fastify from 'fastify';
import { connect } from './db/connect';
import { profileRoutes } from './routes/profiles';

async function main() {
  const sequelize = await connect();
  const app = Fastify({ logger: true });
  app.get('/api/health-check', async () => ({ status: 'ok', dialect: sequelize.getDialect() }));
  await app.register(profileRoutes(sequelize), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
