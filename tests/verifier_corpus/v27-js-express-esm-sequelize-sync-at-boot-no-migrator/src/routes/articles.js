import { Router } from 'express';
import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export const articlesRouter = Router();

articlesRouter.get('/articles', async (req, res, next) => {
  try {
    const where = req.query.tag ? { tagList: { [Op.contains]: [req.query.tag] } } : {};
    const { rows, count } = await Article.findAndCountAll({
      where,
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    res.json({ articles: rows, articlesCount: count });
  } catch (err) {
    next(err);
  }
});
