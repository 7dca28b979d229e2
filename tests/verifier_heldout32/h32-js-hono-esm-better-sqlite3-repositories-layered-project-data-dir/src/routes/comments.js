import { Hono } from 'hono';
import { commentService, CommentError } from '../services/commentService.js';

export const comments = new Hono();

comments.onError((err, c) => {
  if (err instanceof CommentError) return c.json({ errors: { body: [err.message] } }, err.status);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

comments.get('/:slug/comments', (c) => c.json({ comments: commentService.list(c.req.param('slug')) }));
comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const created = commentService.add(c.req.param('slug'), c.req.header('x-username') ?? 'anon', comment?.body);
  return c.json({ comment: created }, 201);
});
comments.delete('/:slug/comments/:id', (c) => {
  commentService.remove(Number(c.req.param('id')), c.req.header('x-username'));
  return c.json({});
});
