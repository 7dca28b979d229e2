import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { articleService } from '../services/articleService.js';
import { articleRepository } from '../repositories/articleRepository.js';

// resolves :slug once for every handler below
const loadArticle = createMiddleware(async (c, next) => {
  const article = articleRepository.bySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  c.set('article', article);
  await next();
});

export const articles = new Hono();

articles.get('/articles/:slug', loadArticle, (c) => c.json({ article: c.get('article') }));

articles.put('/articles/:slug', loadArticle, async (c) => {
  const { article } = await c.req.json();
  const result = articleService.update(c.get('article'), c.get('userId'), article ?? {});
  if (result.error) return c.json({ errors: { article: ['forbidden'] } }, result.error);
  return c.json({ article: result.article });
});

articles.delete('/articles/:slug', loadArticle, (c) => {
  const result = articleService.remove(c.get('article'), c.get('userId'));
  if (result.error) return c.json({ errors: { article: ['forbidden'] } }, result.error);
  return c.body(null, 204);
});
