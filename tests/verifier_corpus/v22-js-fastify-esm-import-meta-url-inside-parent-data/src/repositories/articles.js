import { Article } from '../models/article.js';
import { Tag } from '../models/tag.js';

export function findPage({ limit, offset }) {
  return Article.findAndCountAll({
    include: [{ model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}
