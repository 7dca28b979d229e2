import { Op } from 'sequelize';
import { Article } from '../models/index.js';

export async function search({ tag, author, limit, offset }) {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  if (author) where.authorUsername = author;
  return Article.findAndCountAll({ where, limit, offset, order: [['createdAt', 'DESC']] });
}

export async function related(tags, excludeSlug) {
  return Article.findAll({
    where: { tagList: { [Op.overlap]: tags }, slug: { [Op.ne]: excludeSlug } },
    limit: 5,
  });
}

export async function allTagLists() {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return rows.map((r) => r.tagList);
}

export function create(values) {
  return Article.create(values);
}
