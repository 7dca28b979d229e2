import { authService } from '../../services/auth-service.js';
import { requireAuth } from '../auth.js';

export async function userRoutes(app) {
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await authService.register(req.body.user) }));
  app.post('/users/login', async (req) => ({ user: await authService.login(req.body.user) }));
  app.get('/user', { preHandler: requireAuth }, async (req) => ({ user: await authService.current(req.userId) }));
}
