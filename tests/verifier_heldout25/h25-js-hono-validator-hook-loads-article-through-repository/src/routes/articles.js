import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { articleService, ForbiddenError } from '../services/article-service.js';
import { articleRepository } from '../repositories/article-repository.js';
import { requireAuth } from './auth.js';

export const articles = new Hono();

// Resolves :slug once for every /articles/:slug endpoint (404 when missing).
const existingArticle = validator('param', async (value, c) => {
  const article = await articleRepository.findBySlug(value.slug);
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return { slug: value.slug, article };
});

const view = (a, userId) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: a.favorites.some((f) => f.userId === userId),
  favoritesCount: a.favorites.length,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles/:slug', existingArticle, (c) => c.json({ article: view(c.req.valid('param').article) }));

articles.put('/articles/:slug', requireAuth, existingArticle, async (c) => {
  const { id } = c.get('jwtPayload');
  const { article } = await c.req.json();
  try {
    const updated = await articleService.update(c.req.valid('param').article, id, article ?? {});
    return c.json({ article: view(updated, id) });
  } catch (err) {
    if (err instanceof ForbiddenError) return c.json({ errors: { article: [err.message] } }, 403);
    throw err;
  }
});

articles.delete('/articles/:slug', requireAuth, existingArticle, async (c) => {
  try {
    await articleService.remove(c.req.valid('param').article, c.get('jwtPayload').id);
    return c.body(null, 204);
  } catch (err) {
    if (err instanceof ForbiddenError) return c.json({ errors: { article: [err.message] } }, 403);
    throw err;
  }
});

articles.post('/articles/:slug/favorite', requireAuth, existingArticle, async (c) => {
  const { id } = c.get('jwtPayload');
  return c.json({ article: view(await articleService.favorite(c.req.valid('param').article, id, true), id) });
});

articles.delete('/articles/:slug/favorite', requireAuth, existingArticle, async (c) => {
  const { id } = c.get('jwtPayload');
  return c.json({ article: view(await articleService.favorite(c.req.valid('param').article, id, false), id) });
});
