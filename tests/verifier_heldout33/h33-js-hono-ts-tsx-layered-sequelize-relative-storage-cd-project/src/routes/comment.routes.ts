import { Hono } from 'hono';
import { commentService } from '../services/comment.service.js';

export const commentRoutes = new Hono();

commentRoutes.get('/:slug/comments', async (c) => c.json({ comments: await commentService.list(c.req.param('slug')) }));
commentRoutes.delete('/:slug/comments/:id', async (c) => {
  await commentService.remove(c.req.param('slug'), Number(c.req.param('id')), Number(c.req.header('x-user-id') ?? 0));
  return c.body(null, 200);
});
