import { Hono } from 'hono';
import { jwt } from 'hono/jwt';
import * as comments from '../services/comment-service.js';
import { config } from '../config.js';

export const commentsRoutes = new Hono();

commentsRoutes.get('/articles/:slug/comments', async (c) => c.json({ comments: await comments.list(c.req.param('slug')) }));
commentsRoutes.delete('/articles/:slug/comments/:id', jwt({ secret: config.jwtSecret }), async (c) => {
  await comments.remove(Number(c.req.param('id')), c.get('jwtPayload').id);
  return c.json({});
});
