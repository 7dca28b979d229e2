import { Router } from 'express';
import { Comment } from './models';
export const commentsRouter = Router();
commentsRouter.get('/articles/:slug/comments', async (req, res) => {
  const comments = await Comment.findAll({ where: { articleSlug: req.params.slug }, order: [['createdAt', 'DESC']] });
  res.json({ comments });
});
commentsRouter.post('/articles/:slug/comments', async (req, res) => {
  const comment = await Comment.create({ body: req.body.comment.body, articleSlug: req.params.slug });
  res.json({ comment });
});
