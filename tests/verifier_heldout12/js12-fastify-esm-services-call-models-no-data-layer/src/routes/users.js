import { register, login } from '../services/userService.js';

export default async function userRoutes(app) {
  app.post('/users', async (req, reply) => {
    reply.code(201);
    return { user: await register(req.body?.user) };
  });
  app.post('/users/login', async (req) => ({ user: await login(req.body?.user) }));
}
