import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { articleService } from '../services/articleService.js';
import { tagService } from '../services/tagService.js';
import { userService } from '../services/userService.js';

export async function routes(app: FastifyInstance) {
  const auth = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await req.jwtVerify();
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  };
  const present = (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
    email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }),
  });

  app.get('/health-check', async () => ({ status: 'ok' }));
  app.post('/users', async (req: any, reply) => reply.code(201).send({ user: present(await userService.register(req.body.user)) }));
  app.post('/users/login', async (req: any) => ({ user: present(await userService.login(req.body.user)) }));
  app.get('/articles', async (req: any) => articleService.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  app.post('/articles', { onRequest: auth }, async (req: any, reply) =>
    reply.code(201).send({ article: await articleService.create(req.user.id, req.body.article) }),
  );
  app.get('/tags', async () => ({ tags: await tagService.list() }));
}
