import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { feed, getArticle } from '../services/article-service.js';

const articles = new Hono();
articles.get('/feed', async (c) => {
  const token = (c.req.header('Authorization') ?? '').replace('Token ', '');
  const { id } = await verify(token, process.env.JWT_SECRET ?? 'secret');
  return c.json(await feed(id, Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0)));
});
articles.get('/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
export default articles;
