import { Article, Tag } from './connection.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });

export async function createWithTags(values, tagNames) {
  const article = await Article.create(values);
  const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return findBySlug(article.slug);
}
