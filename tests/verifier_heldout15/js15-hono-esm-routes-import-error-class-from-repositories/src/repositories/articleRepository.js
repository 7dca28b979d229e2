import { Article } from '../models/article.js';
import { NotFoundError } from './errors.js';

export async function getBySlug(slug) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) throw new NotFoundError('article');
  return article;
}

export async function updateBySlug(slug, changes) {
  const article = await getBySlug(slug);
  return article.update(changes);
}

export async function deleteBySlug(slug) {
  const article = await getBySlug(slug);
  await article.destroy();
}
