import { userService } from '../services/user-service.js';

export default async function userRoutes(app) {
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await userService.register(req.body?.user ?? {}) }));
  app.post('/users/login', async (req) => ({ user: await userService.login(req.body?.user ?? {}) }));
  app.get('/user', { preHandler: app.requireUser }, async (req) => ({ user: await userService.current(req.userId) }));
}
