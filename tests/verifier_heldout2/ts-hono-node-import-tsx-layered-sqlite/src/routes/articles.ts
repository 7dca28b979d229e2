import { Hono } from 'hono';
import { createArticle, findArticle } from '../services/articleService.ts';

const articles = new Hono();

articles.post('/', async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await createArticle(article) }, 201);
});

articles.get('/:slug', async (c) => {
  const article = await findArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.notFound();
});

export default articles;
