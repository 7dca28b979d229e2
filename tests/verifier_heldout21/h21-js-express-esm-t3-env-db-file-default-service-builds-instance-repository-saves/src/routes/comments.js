import { Router } from 'express';
import jwt from 'jsonwebtoken';
import { env } from '../env.js';
import * as comments from '../services/comment.service.js';

export const commentsRouter = Router({ mergeParams: true });

const auth = (req, res, next) => {
  try {
    req.userId = jwt.verify(String(req.headers.authorization).replace(/^Token /, ''), env.JWT_SECRET).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

const send = (res, e) => res.status(e instanceof comments.NotFound ? 404 : e instanceof comments.Forbidden ? 403 : 422)
  .json({ errors: { body: [e.message] } });

commentsRouter.get('/', async (req, res) => {
  try { res.json({ comments: (await comments.listComments(req.params.slug)).map((c) => c.toJSON()) }); }
  catch (e) { send(res, e); }
});

commentsRouter.post('/', auth, async (req, res) => {
  try { res.json({ comment: (await comments.addComment(req.params.slug, req.userId, req.body.comment?.body)).toJSON() }); }
  catch (e) { send(res, e); }
});

commentsRouter.delete('/:id', auth, async (req, res) => {
  try { await comments.deleteComment(req.params.slug, Number(req.params.id), req.userId); res.sendStatus(200); }
  catch (e) { send(res, e); }
});
