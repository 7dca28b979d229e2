import { authService, AuthError } from '../services/auth.service.js';

export default async function authRoutes(app) {
  const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => reply.code(201).send({ user: view(await authService.register(req.body.user)) }));

  app.post('/users/login', async (req, reply) => {
    try {
      return { user: view(await authService.login(req.body.user)) };
    } catch (e) {
      if (e instanceof AuthError) return reply.code(401).send({ errors: { credentials: [e.message] } });
      throw e;
    }
  });

  app.get('/user', { onRequest: [app.auth] }, async (req) => ({ user: view(await authService.currentUser(req.user.id)) }));
  app.put('/user', { onRequest: [app.auth] }, async (req) => ({ user: view(await authService.updateUser(req.user.id, req.body.user)) }));
}
