import { Hono } from 'hono';
import { Comment } from '../db/index.js';

export const comments = new Hono();

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false },
});

comments.get('/articles/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'DESC']] });
  return c.json({ comments: rows.map(view) });
});

comments.post('/articles/:slug/comments', async (c) => {
  const username = c.get('username');
  if (!username) return c.json({ errors: { token: ['required'] } }, 401);
  const { comment } = await c.req.json();
  const row = await Comment.create({ body: comment.body, articleSlug: c.req.param('slug'), authorUsername: username });
  return c.json({ comment: view(row) }, 201);
});
