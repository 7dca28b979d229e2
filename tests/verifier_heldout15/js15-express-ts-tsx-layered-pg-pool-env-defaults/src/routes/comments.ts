import { Router } from 'express';
import { commentService, ValidationError } from '../services/commentService';

export const commentsRouter = Router();

commentsRouter.get('/articles/:slug/comments', async (req, res) => {
  res.json({ comments: await commentService.list(req.params.slug) });
});

commentsRouter.post('/articles/:slug/comments', async (req, res) => {
  try {
    const comment = await commentService.add(req.params.slug, res.locals.username, req.body?.comment?.body);
    res.status(201).json({ comment });
  } catch (e) {
    if (e instanceof ValidationError) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    throw e;
  }
});

commentsRouter.delete('/articles/:slug/comments/:id', async (req, res) => {
  await commentService.remove(Number(req.params.id));
  res.sendStatus(204);
});
