import { Hono } from 'hono';
import { articleService } from '../services/article-service';
import { userService } from '../services/user-service';

type Env = { Variables: { userId?: number } };

export const articles = new Hono<Env>();

articles.use('*', async (c, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(c.req.header('Authorization') ?? '');
  if (m) {
    try { c.set('userId', await userService.idFromToken(m[1])); } catch { /* anonymous */ }
  }
  await next();
});

const requireUser = (c: { get: (k: 'userId') => number | undefined }) => {
  const id = c.get('userId');
  if (!id) throw Object.assign(new Error('unauthorized'), { status: 401 });
  return id;
};

articles.get('/', async (c) => c.json(await articleService.list(c.req.query(), c.get('userId'))));
articles.post('/', async (c) => {
  const body = await c.req.json<{ article?: Record<string, never> }>();
  return c.json({ article: await articleService.create(requireUser(c), body.article ?? {}) }, 201);
});
articles.get('/:slug', async (c) => c.json({ article: await articleService.get(c.req.param('slug'), c.get('userId')) }));
articles.post('/:slug/favorite', async (c) =>
  c.json({ article: await articleService.favorite(c.req.param('slug'), requireUser(c), true) }));
articles.delete('/:slug/favorite', async (c) =>
  c.json({ article: await articleService.favorite(c.req.param('slug'), requireUser(c), false) }));
