import { Router } from 'express';
import { Article, Comment, User } from '../models.js';
import { requireUser } from './auth.js';

export const comments = Router();

const show = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

comments.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const list = await Comment.findAll({
    where: { articleId: article.id },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  res.json({ comments: list.map(show) });
});

comments.post('/articles/:slug/comments', requireUser, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const created = await Comment.create({ body: req.body.comment?.body, articleId: article.id, authorId: req.user.id });
  const full = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  res.status(201).json({ comment: show(full) });
});

comments.delete('/articles/:slug/comments/:id', requireUser, async (req, res) => {
  const comment = await Comment.findByPk(req.params.id);
  if (!comment) return res.status(404).json({ errors: { comment: ['not found'] } });
  if (comment.authorId !== req.user.id) return res.status(403).json({ errors: { comment: ['forbidden'] } });
  await comment.destroy();
  res.json({});
});
