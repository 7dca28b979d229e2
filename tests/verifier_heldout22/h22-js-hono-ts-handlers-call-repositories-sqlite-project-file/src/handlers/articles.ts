import { Hono } from 'hono';
import { getArticle } from '../services/articleService';

export const articles = new Hono();
articles.get('/:slug', (c) => {
  const article = getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
