import { Hono } from 'hono';
import type { Services } from '../container.js';
import { verifyToken } from '../services/tokens.js';

export function articleRoutes(services: Services) {
  const app = new Hono();

  app.get('/articles', async (c) => {
    const limit = Number(c.req.query('limit') ?? 20);
    const offset = Number(c.req.query('offset') ?? 0);
    return c.json(await services.articles.list(c.req.query('tag'), limit, offset));
  });

  app.post('/articles', async (c) => {
    const token = (c.req.header('Authorization') ?? '').replace(/^(Token|Bearer) /, '');
    const userId = verifyToken(token);
    if (!userId) return c.json({ errors: { token: ['missing'] } }, 401);
    const { article } = await c.req.json();
    return c.json({ article: await services.articles.create(userId, article) }, 201);
  });

  app.get('/articles/:slug', async (c) => {
    const article = await services.articles.get(c.req.param('slug'));
    return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
  });

  app.get('/tags', async (c) => c.json({ tags: await services.articles.tags() }));

  return app;
}
