// feature-file: comments
import { Hono } from 'hono';
import { optionalAuth, requireAuth } from '../http/auth.js';
import { readJson } from '../http/body.js';
import * as commentService from '../services/commentService.js';

export const comments = new Hono()
  .get('/:slug/comments', optionalAuth, async (c) => {
    // feature-begin: profiles
    return c.json({ comments: await commentService.list(c.req.param('slug'), c.var.userId) });
    // feature-else: profiles
    // return c.json({ comments: await commentService.list(c.req.param('slug')) });
    // feature-end: profiles
  })
  .post('/:slug/comments', requireAuth, async (c) => {
    const { comment } = await readJson(c);
    return c.json({ comment: await commentService.add(c.var.userId, c.req.param('slug'), comment) });
  })
  .delete('/:slug/comments/:id', requireAuth, async (c) => {
    await commentService.remove(c.var.userId, c.req.param('slug'), Number(c.req.param('id')));
    return c.body(null, 204);
  });
