import { userService } from '../services/userService.js';

export default async function users(app) {
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await userService.register(req.body.user) }));

  app.post('/users/login', async (req, reply) => {
    const user = await userService.login(req.body.user);
    if (!user) return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    return { user };
  });
}
