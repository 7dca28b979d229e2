import Fastify from 'fastify';
import { migrate } from './repositories/userRepository.js';
import userRoutes from './routes/user.js';

const app = Fastify();
app.decorateRequest('userId', null);
app.addHook('onRequest', async (request) => {
  const token = (request.headers.authorization ?? '').replace(/^Token /, '');
  request.userId = token ? Number(token.split('.')[0]) : null;
});
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(userRoutes);

await migrate();
await app.listen({ host: '0.0.0.0', port: Number(process.env.PORT ?? 3000) });
