import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';
import { ARTICLE_LIST_FIELDS, PAGE_DEFAULTS } from '../routes/schemas.js';

export async function listArticles({ tag, author, limit = PAGE_DEFAULTS.limit, offset = PAGE_DEFAULTS.offset } = {}) {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  return Article.findAndCountAll({
    where,
    attributes: ['id', ...ARTICLE_LIST_FIELDS],
    include: [{
      model: User,
      as: 'author',
      attributes: ['username', 'bio', 'image'],
      ...(author ? { where: { username: author } } : {}),
    }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

export function findArticle(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}
