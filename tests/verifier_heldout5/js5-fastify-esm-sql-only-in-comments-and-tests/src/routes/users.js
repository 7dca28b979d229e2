import * as userService from '../services/user-service.js';

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const user = await userService.register(req.body.user);
    return reply.code(201).send({ user: { ...user, token: app.jwt.sign({ id: user.id }) } });
  });
  app.post('/users/login', async (req, reply) => {
    const user = await userService.authenticate(req.body.user);
    if (!user) return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    return { user: { ...user, token: app.jwt.sign({ id: user.id }) } };
  });
}
