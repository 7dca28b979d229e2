import type { FastifyInstance } from 'fastify';

export default async function userRoutes(app: FastifyInstance) {
  const view = (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
    email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }),
  });

  app.post('/users', async (req, reply) => {
    const { user } = req.body as { user: { username: string; email: string; password: string } };
    reply.code(201);
    return { user: view(await app.services.users.register(user.username, user.email, user.password)) };
  });

  app.post('/users/login', async (req, reply) => {
    const { user } = req.body as { user: { email: string; password: string } };
    const found = await app.services.users.login(user.email, user.password);
    if (!found) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: view(found) };
  });
}
