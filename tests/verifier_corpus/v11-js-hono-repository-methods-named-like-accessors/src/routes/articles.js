import { Hono } from 'hono';
import * as articleService from '../services/article-service.js';

export const articles = new Hono();

articles.post('/articles', async (c) => {
  const { article } = await c.req.json();
  return c.json({ article: await articleService.createArticle(article || {}, c.get('userId')) }, 201);
});

articles.get('/articles/:slug', async (c) => {
  return c.json({ article: await articleService.getArticle(c.req.param('slug'), c.get('userId')) });
});

articles.post('/articles/:slug/favorite', async (c) => {
  return c.json({ article: await articleService.favoriteArticle(c.req.param('slug'), c.get('userId')) });
});

articles.delete('/articles/:slug/favorite', async (c) => {
  return c.json({ article: await articleService.unfavoriteArticle(c.req.param('slug'), c.get('userId')) });
});
