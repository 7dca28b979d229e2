import { Hono } from 'hono';
import { articleService } from '../services/article.service';

export const articles = new Hono();

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  return c.json(await articleService.list(limit, offset));
});

articles.get('/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article });
});

articles.post('/', async (c) => {
  const { article } = await c.req.json();
  const userId = Number(c.req.header('x-user-id') ?? 0);
  if (!article?.title || !article?.description || !article?.body) {
    return c.json({ errors: { body: ['title, description and body are required'] } }, 422);
  }
  return c.json({ article: await articleService.create(userId, article) }, 201);
});
