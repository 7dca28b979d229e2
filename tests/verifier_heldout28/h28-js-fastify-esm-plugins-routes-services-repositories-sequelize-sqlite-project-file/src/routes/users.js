import { registerUser, authenticate, currentUser } from '../services/user-service.js';

export default async function userRoutes(app) {
  const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => reply.code(201).send({ user: toUser(await registerUser(req.body.user)) }));
  app.post('/users/login', async (req) => ({ user: toUser(await authenticate(req.body.user)) }));
  app.get('/user', { preHandler: app.requireUser }, async (req) => ({ user: toUser(await currentUser(req.user.id)) }));
}
