import Fastify from 'fastify';
import { config } from './config';
import { sequelize } from './db';
import { tagRoutes } from './routes/tags';

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(tagRoutes, { prefix: '/api' });

async function main(): Promise<void> {
  await sequelize.sync();
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
}

void main();
