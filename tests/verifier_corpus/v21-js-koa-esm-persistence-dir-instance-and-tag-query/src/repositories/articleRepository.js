import { Article, User, Tag } from '../models/index.js';

const withRelations = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

export async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withRelations });
}

export async function list({ limit = 20, offset = 0 } = {}) {
  return Article.findAndCountAll({
    include: withRelations,
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}
