import { Hono } from 'hono';
import { commentService } from '../services/comment-service.js';
import { requireUser } from './auth.js';

export const comments = new Hono();

comments.get('/articles/:slug/comments', async (c) => {
  return c.json({ comments: await commentService.list(c.req.param('slug')) });
});

comments.post('/articles/:slug/comments', requireUser, async (c) => {
  const payload = await c.req.json();
  const comment = await commentService.add(c.req.param('slug'), c.get('userId'), payload?.comment?.body);
  return c.json({ comment }, 201);
});

comments.delete('/articles/:slug/comments/:id', requireUser, async (c) => {
  await commentService.remove(c.req.param('slug'), Number(c.req.param('id')), c.get('userId'));
  return c.body(null, 204);
});
