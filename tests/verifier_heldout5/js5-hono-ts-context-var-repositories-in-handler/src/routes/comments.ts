import { Hono } from 'hono';
import type { Env } from '../container.js';

export const comments = new Hono<Env>();

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const userId = c.get('userId');
  if (userId == null) return c.json({ errors: { token: ['missing'] } }, 401);
  return c.json({ comment: await c.var.services.comments.add(c.req.param('slug'), userId, comment.body) });
});

// Listing needs no business rule, so it reads the rows straight from the repository.
comments.get('/:slug/comments', async (c) => {
  const article = await c.var.repos.articles.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const rows = await c.var.repos.comments.listForArticle(article.get('id') as number);
  return c.json({ comments: rows.map((r) => r.toJSON()) });
});
