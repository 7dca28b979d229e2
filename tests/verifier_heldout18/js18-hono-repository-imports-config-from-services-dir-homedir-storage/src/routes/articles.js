import { Hono } from 'hono';
import { articleService } from '../services/articleService.js';

export const articleRoutes = new Hono();
articleRoutes.get('/articles', async (c) => c.json(await articleService.list(c.req.query())));
articleRoutes.get('/articles/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
articleRoutes.get('/tags', async (c) => c.json({ tags: await articleService.tags() }));
