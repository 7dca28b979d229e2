import { Hono } from 'hono';
import { listArticles, favorite } from '../services/articleService';

export const articles = new Hono<{ Variables: { userId: number } }>();

articles.get('/', async (c) => c.json(await listArticles(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));
articles.post('/:slug/favorite', async (c) => {
  const article = await favorite(c.req.param('slug'), c.get('userId'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
