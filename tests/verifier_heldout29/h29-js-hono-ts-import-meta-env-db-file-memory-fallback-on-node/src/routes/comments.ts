import { Hono } from 'hono';
import { authService } from '../services/auth.service';
import { commentService } from '../services/comment.service';
import { Forbidden, NotFound } from '../models/comment';

type Env = { Variables: { userId: number } };

export const comments = new Hono<Env>();

comments.use('/articles/:slug/comments/*', async (c, next) => {
  if (c.req.method === 'GET') return next();
  const id = await authService.userIdFromToken((c.req.header('authorization') ?? '').replace(/^Token /, ''));
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  c.set('userId', id);
  await next();
});

comments.get('/articles/:slug/comments', (c) => c.json({ comments: commentService.list(c.req.param('slug')) }));

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  return c.json({ comment: commentService.add(c.req.param('slug'), c.get('userId'), comment?.body) });
});

comments.delete('/articles/:slug/comments/:id', (c) => {
  try {
    commentService.remove(Number(c.req.param('id')), c.get('userId'));
    return c.body(null, 204);
  } catch (err) {
    if (err instanceof NotFound) return c.json({ errors: { body: [err.message] } }, 404);
    if (err instanceof Forbidden) return c.json({ errors: { body: [err.message] } }, 403);
    throw err;
  }
});
