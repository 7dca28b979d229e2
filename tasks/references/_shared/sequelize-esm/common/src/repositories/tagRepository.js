// feature-file: articles
import { ArticleTag, Tag } from '../models/index.js';

// Tags that at least one article carries.
export async function namesInUse() {
  const tags = await Tag.findAll({
    attributes: ['name'],
    include: [{ association: 'links', attributes: [], required: true }],
    group: ['Tag.id', 'Tag.name'],
    order: [['name', 'ASC']],
  });
  return tags.map((tag) => tag.name);
}

export async function articleIdsTagged(name) {
  const links = await ArticleTag.findAll({
    attributes: ['articleId'],
    include: [{ model: Tag, attributes: [], where: { name } }],
  });
  return links.map((link) => link.articleId);
}

export async function findOrCreateAll(names, transaction) {
  await Tag.bulkCreate(names.map((name) => ({ name })), { ignoreDuplicates: true, transaction });
  return Tag.findAll({ where: { name: names }, transaction });
}
