import { Router } from 'express';
import { authService } from '../services/authService.js';
import { commentService, ForbiddenError, NotFoundError } from '../services/commentService.js';

export const comments = Router({ mergeParams: true });

comments.get('/', async (req, res) => {
  res.json({ comments: await commentService.list(req.params.slug) });
});

comments.post('/', async (req, res) => {
  const userId = authService.userId(req.headers.authorization);
  if (!userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  res.json({ comment: await commentService.add(req.params.slug, userId, req.body.comment?.body) });
});

comments.delete('/:id', async (req, res) => {
  const userId = authService.userId(req.headers.authorization);
  if (!userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    await commentService.remove(Number(req.params.id), userId);
    res.status(204).end();
  } catch (err) {
    if (err instanceof NotFoundError) return res.status(404).json({ errors: { body: [err.message] } });
    if (err instanceof ForbiddenError) return res.status(403).json({ errors: { body: [err.message] } });
    throw err;
  }
});
