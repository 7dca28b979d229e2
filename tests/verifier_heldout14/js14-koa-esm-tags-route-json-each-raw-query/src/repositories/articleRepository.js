import { Op } from 'sequelize';
import { Article } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  create: (values) => Article.create(values),
  list: ({ limit, offset }) => Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] }),
  slugsLike: (prefix) => Article.findAll({ where: { slug: { [Op.like]: `${prefix}%` } }, attributes: ['slug'] }),
};
