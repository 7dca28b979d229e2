import { Router } from 'express';
import slugify from 'slugify';
import jwt from 'jsonwebtoken';
import { Article, Comment, User } from '../db/models.js';
import { SECRET } from './users.js';

const router = Router();

function userId(req) {
  const [, token] = (req.get('authorization') ?? '').split('Token ');
  try {
    return token ? jwt.verify(token, SECRET).id : undefined;
  } catch {
    return undefined;
  }
}

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

router.get('/articles', async (req, res) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [author],
    limit: Number(req.query.limit ?? 20),
    offset: Number(req.query.offset ?? 0),
    order: [['createdAt', 'DESC']],
  });
  res.json({ articles: rows.map((a) => ({ ...a.toJSON(), tagList: [], favorited: false, favoritesCount: 0 })), articlesCount: count });
});

router.post('/articles', async (req, res) => {
  const id = userId(req);
  if (!id) return res.sendStatus(401);
  const { title, description, body } = req.body?.article ?? {};
  const article = await Article.create({
    title, description, body, authorId: id,
    slug: `${slugify(title ?? '', { lower: true, strict: true })}-${Date.now().toString(36)}`,
  });
  const full = await Article.findByPk(article.id, { include: [author] });
  res.status(201).json({ article: { ...full.toJSON(), tagList: [], favorited: false, favoritesCount: 0 } });
});

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.sendStatus(404);
  const comments = await Comment.findAll({ where: { articleId: article.id }, include: [author] });
  res.json({ comments });
});

export default router;
