import { Article, Tag } from '../models/index.js';

const include = [{ model: Tag, as: 'tags', through: { attributes: [] } }];

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include });

export async function create(fields, tags) {
  const article = await Article.create(fields);
  await article.setTags(tags);
  return findBySlug(article.slug);
}
