import { Hono } from 'hono';
import { listArticles, getArticle } from '../services/articleService.js';
const articles = new Hono();
articles.get('/', async (c) => {
  const { rows, count } = await listArticles(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0));
  return c.json({ articles: rows, articlesCount: count });
});
articles.get('/:slug', async (c) => {
  const a = await getArticle(c.req.param('slug'));
  return a ? c.json({ article: a }) : c.json({ errors: { body: ['not found'] } }, 404);
});
export default articles;
