import Fastify from 'fastify';
import { sequelize } from './models';
import { userRoutes } from './routes/users';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(userRoutes, { prefix: '/api' });

async function main() {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
