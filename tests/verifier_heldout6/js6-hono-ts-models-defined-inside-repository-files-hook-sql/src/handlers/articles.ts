import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import * as articles from '../services/article.service.js';
import { SECRET } from '../services/user.service.js';

type Vars = { Variables: { userId?: number } };
export const articleHandlers = new Hono<Vars>();

articleHandlers.use('*', async (c, next) => {
  const token = c.req.header('Authorization')?.split(' ')[1];
  if (token) {
    try { c.set('userId', Number((await verify(token, SECRET)).id)); } catch { /* anonymous */ }
  }
  await next();
});

articleHandlers.get('/articles', async (c) =>
  c.json(await articles.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0), c.get('userId'))));

articleHandlers.post('/articles', async (c) => {
  const userId = c.get('userId');
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ article: await articles.create(userId, (await c.req.json()).article) }, 201);
});

for (const [method, on] of [['post', true], ['delete', false]] as const) {
  articleHandlers[method]('/articles/:slug/favorite', async (c) => {
    const userId = c.get('userId');
    if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const article = await articles.favorite(c.req.param('slug'), userId, on);
    return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
  });
}
