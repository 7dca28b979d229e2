import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export const articleRepository = {
  async list({ tag, author, limit, offset }) {
    const where = {};
    // tagList is stored as JSON text: match the quoted tag inside it
    if (tag) where.tagList = { [Op.substring]: JSON.stringify(tag) };
    return Article.findAndCountAll({
      where,
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (attrs) => Article.create(attrs),
  async allTagLists() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return rows.map((r) => r.tagList);
  },
};
