import { UserService } from '../services/userService.js';

export default async function users(app) {
  const service = new UserService();
  const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => reply.code(201).send({ user: present(await service.register(req.body.user)) }));
  app.post('/users/login', async (req) => ({ user: present(await service.login(req.body.user)) }));
  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: present(await service.current(req.user.id)) }));
}
