import Fastify from 'fastify';
import di from './plugins/di';
import articles from './routes/articles';
import profiles from './routes/profiles';
import { sequelize } from './models';

async function main() {
  const app = Fastify({ logger: true });
  await app.register(di);
  await app.register(async (api) => {
    api.get('/health-check', async () => ({ status: 'ok' }));
    await api.register(articles);
    await api.register(profiles);
  }, { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main();
