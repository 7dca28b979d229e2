import { Hono } from 'hono';
import * as articleService from '../services/articleService.js';

export const articles = new Hono();

const viewer = (c) => c.get('userId');

articles.get('/', async (c) => {
  const limit = Number(c.req.query('limit')) || 20;
  const offset = Number(c.req.query('offset')) || 0;
  return c.json(await articleService.listArticles({ limit, offset }, viewer(c)));
});

articles.get('/:slug', async (c) => {
  try {
    return c.json({ article: await articleService.getArticle(c.req.param('slug'), viewer(c)) });
  } catch (err) {
    if (err instanceof articleService.NotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    throw err;
  }
});

articles.post('/:slug/favorite', async (c) => {
  if (!viewer(c)) return c.json({ errors: { token: ['missing'] } }, 401);
  try {
    return c.json({ article: await articleService.favorite(c.req.param('slug'), viewer(c)) });
  } catch (err) {
    if (err instanceof articleService.NotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    throw err;
  }
});

articles.delete('/:slug/favorite', async (c) => {
  if (!viewer(c)) return c.json({ errors: { token: ['missing'] } }, 401);
  try {
    return c.json({ article: await articleService.unfavorite(c.req.param('slug'), viewer(c)) });
  } catch (err) {
    if (err instanceof articleService.NotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    throw err;
  }
});
