import { Hono } from 'hono';
import { commentService, CommentError } from '../services/commentService.js';

export const comments = new Hono();

comments.onError((err, c) => {
  if (err instanceof CommentError) return c.json({ errors: { body: [err.message] } }, err.status);
  throw err;
});

comments.get('/articles/:slug/comments', async (c) => c.json({ comments: await commentService.list(c.req.param('slug')) }));

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const created = await commentService.add(c.req.param('slug'), c.get('userId') ?? 0, comment?.body);
  return c.json({ comment: created }, 201);
});
