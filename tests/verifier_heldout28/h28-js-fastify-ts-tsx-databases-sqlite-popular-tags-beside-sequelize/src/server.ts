import Fastify from 'fastify';
import { sequelize } from './db';
import { routes } from './routes';
import './models';

async function main() {
  const app = Fastify({ logger: true });
  await app.register(routes, { prefix: '/api' });
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
