import { Hono } from 'hono';
import { Article, Comment } from './db.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

app.get('/articles/:slug', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: article.toJSON() });
});

app.get('/articles/:slug/comments', async (c) => {
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  const comments = await Comment.findAll({ where: { articleId: article.id }, order: [['createdAt', 'DESC']] });
  return c.json({ comments: comments.map((x) => x.toJSON()) });
});

app.delete('/articles/:slug/comments/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')) } });
  return c.body(null, 200);
});
