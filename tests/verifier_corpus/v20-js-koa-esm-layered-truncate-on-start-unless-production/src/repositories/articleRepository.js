import { Op } from 'sequelize';
import { Article } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  list: ({ author, limit, offset }) => Article.findAndCountAll({
    where: author ? { author } : {},
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  }),
  slugExists: async (slug) => (await Article.count({ where: { slug: { [Op.eq]: slug } } })) > 0,
  create: (data) => Article.create(data),
  update: (article, changes) => article.update(changes),
  remove: (article) => article.destroy(),
};
