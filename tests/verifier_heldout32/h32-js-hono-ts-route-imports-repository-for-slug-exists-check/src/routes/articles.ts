import { Hono } from 'hono';
import { articleService, slugify } from '../services/articleService.js';
import { articleRepository } from '../repositories/articleRepository.js';

export const articles = new Hono();

articles.post('/', async (c) => {
  const { article } = await c.req.json();
  if (!article?.title) return c.json({ errors: { title: ["can't be blank"] } }, 422);
  let slug = slugify(article.title);
  if (await articleRepository.slugExists(slug)) slug = `${slug}-${Date.now().toString(36)}`;
  const created = await articleService.create(Number(c.req.header('x-user-id')), article, slug);
  return c.json({ article: created }, 201);
});

articles.get('/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});
