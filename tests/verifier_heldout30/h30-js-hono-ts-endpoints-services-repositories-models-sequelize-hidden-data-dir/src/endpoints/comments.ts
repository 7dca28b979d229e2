import { Hono } from 'hono';
import { commentService } from '../services/commentService.js';
import { requireAuth, type AuthEnv } from './auth.js';

export const comments = new Hono<AuthEnv>()
  .get('/articles/:slug/comments', async (c) => c.json({ comments: await commentService.list(c.req.param('slug')) }))
  .post('/articles/:slug/comments', requireAuth, async (c) => {
    const { comment } = await c.req.json();
    return c.json({ comment: await commentService.add(c.req.param('slug'), c.get('userId'), comment.body) });
  })
  .delete('/articles/:slug/comments/:id', requireAuth, async (c) => {
    await commentService.remove(Number(c.req.param('id')), c.get('userId'));
    return c.body(null, 200);
  });
