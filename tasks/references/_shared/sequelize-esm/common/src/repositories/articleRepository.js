// feature-file: articles
import { Op } from 'sequelize';
import { withTransaction } from '../db.js';
import { Article } from '../models/index.js';
import { findOrCreateAll } from './tagRepository.js';
import { guardUnique } from './uniqueness.js';

const withAuthorAndTags = [
  { association: 'author' },
  { association: 'tags', through: { attributes: [] } },
];

// Newest first; the id breaks ties between rows created in the same millisecond.
const newestFirst = [['createdAt', 'DESC'], ['id', 'DESC']];

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: withAuthorAndTags });

export async function slugExists(slug) {
  return (await Article.count({ where: { slug } })) > 0;
}

/**
 * One page of articles, newest first, with the total count of matches.
 * authorIds and each list in idSets restrict the result when given.
 */
export async function findPage({ authorIds, idSets = [], limit, offset }) {
  const where = {};
  if (authorIds) where.authorId = authorIds;
  if (idSets.length) where[Op.and] = idSets.map((ids) => ({ id: ids }));
  const { rows, count } = await Article.findAndCountAll({
    where,
    include: withAuthorAndTags,
    order: newestFirst,
    limit,
    offset,
    distinct: true,
  });
  return { articles: rows, count };
}

export async function create(fields, tagNames) {
  const id = await guardUnique(() => withTransaction(async (transaction) => {
    const article = await Article.create(fields, { transaction });
    await article.setTags(await findOrCreateAll(tagNames, transaction), { transaction });
    return article.id;
  }));
  return Article.findByPk(id, { include: withAuthorAndTags });
}

export async function update(article, changes) {
  await guardUnique(() => article.update(changes));
  return article.reload({ include: withAuthorAndTags });
}

export async function remove(article) {
  await article.destroy();
}
