import { Article, Tag, User } from '../models/index.js';

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

export async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

export async function create(fields) {
  return Article.create(fields);
}

export async function setTags(article, tags) {
  await article.setTags(tags);
}
