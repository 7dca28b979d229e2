import { Hono } from 'hono';
import { listArticles, createArticle, deleteArticle, listTags } from '../usecases/articles';
import { auth, Env } from './middleware';

export const articles = new Hono<Env>();

articles.get('/articles', auth(false), async (c) => c.json(await listArticles(c.req.query())));

articles.post('/articles', auth(true), async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await createArticle(c.get('userId')!, article) }, 201);
});

articles.delete('/articles/:slug', auth(true), async (c) => {
  await deleteArticle(c.get('userId')!, c.req.param('slug'));
  return c.body(null, 204);
});

articles.get('/tags', async (c) => c.json({ tags: await listTags() }));
