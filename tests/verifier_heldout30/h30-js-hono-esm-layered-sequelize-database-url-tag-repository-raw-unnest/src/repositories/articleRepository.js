import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export const articleRepository = {
  page({ tag, limit, offset }) {
    return Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  create(data) {
    return Article.create(data);
  },
  bySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  },
};
