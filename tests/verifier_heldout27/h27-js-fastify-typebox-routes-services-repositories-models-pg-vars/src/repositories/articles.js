import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export const articlesRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  page({ tag, author, limit, offset }) {
    return Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  insert: (attrs) => Article.create(attrs),
  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  },
};
