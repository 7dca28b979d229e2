import { Hono } from 'hono';
import { popularTags } from '../services/tag-service.js';
import { listArticles, createArticle } from '../services/article-service.js';
import { signUp, signIn, tokenUser } from '../services/user-service.js';

export const api = new Hono();

api.get('/health-check', (c) => c.text('OK'));

api.post('/users', async (c) => c.json({ user: await signUp((await c.req.json()).user) }, 201));

api.post('/users/login', async (c) => {
  const user = await signIn((await c.req.json()).user);
  return user ? c.json({ user }) : c.json({ errors: { body: ['invalid credentials'] } }, 401);
});

api.get('/articles', async (c) =>
  c.json(await listArticles(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));

api.post('/articles', async (c) => {
  const userId = tokenUser(c.req.header('Authorization'));
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ article: await createArticle(userId, (await c.req.json()).article) }, 201);
});

api.get('/tags', async (c) => c.json({ tags: await popularTags() }));
