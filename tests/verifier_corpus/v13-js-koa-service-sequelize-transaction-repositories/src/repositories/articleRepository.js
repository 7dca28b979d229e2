import { Article, Tag } from '../models/index.js';

export async function findBySlug(slug, transaction) {
  return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }], transaction });
}

export async function create(fields, transaction) {
  return Article.create(fields, { transaction });
}

export async function setTags(article, tags, transaction) {
  await article.setTags(tags, { transaction });
}
