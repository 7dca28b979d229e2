import { Hono } from 'hono';
import { Comment } from '../models/index.js';

export const comments = new Hono();

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  author: { username: c.author, bio: null, image: null, following: false },
});

comments.get('/articles/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['id', 'ASC']] });
  return c.json({ comments: rows.map(view) });
});

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  if (!comment || !comment.body) return c.json({ errors: { body: ["can't be blank"] } }, 422);
  const row = await Comment.create({ body: comment.body, articleSlug: c.req.param('slug'), author: 'anonymous' });
  return c.json({ comment: view(row) });
});

comments.delete('/articles/:slug/comments/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')), articleSlug: c.req.param('slug') } });
  return c.body(null, 204);
});
