import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { listArticles, feed } from '../services/article-service';

export const articles = new Hono();

articles.get('/', async (c) => {
  const q = c.req.query();
  return c.json(await listArticles(Number(q.limit ?? 20), Number(q.offset ?? 0), q.author));
});

articles.get('/feed', async (c) => {
  const token = c.req.header('Authorization')?.slice(6) ?? '';
  const payload = await verify(token, process.env.JWT_SECRET ?? 'secret').catch(() => null);
  if (!payload) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json(await feed(payload.id as number, Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0)));
});
