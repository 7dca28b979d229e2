import Fastify from 'fastify';
import { sequelize } from './database';
import { User } from './models/User';
import { UserRepository } from './repositories/UserRepository';
import { UserService } from './services/UserService';
import { userRoutes } from './routes/users';

async function main(): Promise<void> {
  const app = Fastify({ logger: true });
  const userService = new UserService(new UserRepository(User));

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  await app.register(userRoutes(userService), { prefix: '/api' });

  await sequelize.sync();
  await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
