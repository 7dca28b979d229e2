import Fastify from 'fastify';
import { sequelize } from './models/index.js';
import { UserRepository } from './repositories/userRepository.js';
import { UserService } from './services/userService.js';
import usersRoutes from './routes/users.js';

const app = Fastify({ logger: true });

// composition root: wire the layers, hand each route plugin only its services
const userService = new UserService(new UserRepository());

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(usersRoutes, { prefix: '/api', userService });

await sequelize.sync();
await app.listen({ port: 3000, host: '0.0.0.0' });
