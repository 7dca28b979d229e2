import { Article } from '../models/Article.js';
import { Tag } from '../models/Tag.js';

export function createArticle(data, tags) {
  return Article.create(data).then(async (article) => {
    await article.setTags(tags);
    return article;
  });
}

export function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: Tag, through: { attributes: [] } }] });
}
