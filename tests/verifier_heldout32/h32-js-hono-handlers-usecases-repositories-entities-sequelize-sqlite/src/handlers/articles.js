import { Hono } from 'hono';
import { getArticle } from '../usecases/get-article.js';

export const articles = new Hono();
articles.get('/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
