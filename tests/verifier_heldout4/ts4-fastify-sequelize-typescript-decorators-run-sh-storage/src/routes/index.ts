import { FastifyInstance } from 'fastify';
import { ArticleService } from '../services/ArticleService';
import { UserService } from '../services/UserService';

export async function routes(app: FastifyInstance) {
  const articles = new ArticleService();
  const users = new UserService();
  const token = (id: number) => app.jwt.sign({ id });

  app.get('/health-check', async () => ({ ok: true }));

  app.post<{ Body: { user: { username: string; email: string; password: string } } }>('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await users.register(username, email, password);
    if (!user) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    return reply.code(201).send({ user: { email, username, bio: null, image: null, token: token(user.id) } });
  });

  app.post<{ Body: { user: { email: string; password: string } } }>('/users/login', async (req, reply) => {
    const user = await users.authenticate(req.body.user.email, req.body.user.password);
    if (!user) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: token(user.id) } };
  });

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/articles', async (req) =>
    articles.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));

  app.post<{ Body: { article: { title: string; description: string; body: string; tagList?: string[] } } }>('/articles', async (req, reply) => {
    const { id } = await req.jwtVerify<{ id: number }>();
    return reply.code(201).send({ article: await articles.create(id, req.body.article) });
  });
}
