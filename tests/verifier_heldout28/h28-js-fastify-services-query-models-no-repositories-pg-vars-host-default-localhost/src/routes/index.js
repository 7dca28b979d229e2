import { usersService } from '../services/users.service.js';
import { articlesService } from '../services/articles.service.js';

function requireUser(request, reply, done) {
  const header = request.headers.authorization ?? '';
  try {
    request.userId = usersService.verify(header.replace(/^Token /, ''));
    done();
  } catch {
    reply.code(401).send({ errors: { body: ['unauthorized'] } });
  }
}

export default async function routes(app) {
  app.get('/health-check', async () => ({ status: 'ok' }));
  app.post('/users', async (req, reply) => reply.code(201).send({ user: await usersService.register(req.body.user) }));
  app.post('/users/login', async (req) => ({ user: await usersService.login(req.body.user) }));
  app.get('/articles', async (req) => articlesService.list(req.query));
  app.post('/articles', { preHandler: requireUser }, async (req, reply) =>
    reply.code(201).send({ article: await articlesService.create(req.userId, req.body.article) }));
  app.get('/articles/:slug/comments', async (req, reply) => {
    const comments = await articlesService.comments(req.params.slug);
    if (!comments) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { comments };
  });
  app.get('/tags', async () => ({ tags: await articlesService.tags() }));
}
