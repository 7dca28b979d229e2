import { Hono } from 'hono';
import { getArticle, listArticles, listTags, publishArticle } from '../use-cases/articles.ts';
import { userIdFromToken } from '../use-cases/users.ts';

export const articleHandlers = new Hono();

articleHandlers.get('/articles', async (c) => c.json(await listArticles(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))));

articleHandlers.get('/articles/:slug', async (c) => {
  const article = await getArticle(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articleHandlers.post('/articles', async (c) => {
  const token = c.req.header('Authorization')?.replace(/^Token /, '');
  const userId = token ? await userIdFromToken(token) : null;
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  return c.json({ article: await publishArticle(userId, article) }, 201);
});

articleHandlers.get('/tags', async (c) => c.json({ tags: await listTags() }));
