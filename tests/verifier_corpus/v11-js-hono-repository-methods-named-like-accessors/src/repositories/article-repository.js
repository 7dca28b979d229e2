import { Article, User } from '../models/index.js';

export function createArticle(data) {
  return Article.create(data);
}

export function getArticle(slug) {
  return Article.findOne({
    where: { slug },
    include: [{ model: User, as: 'author', attributes: ['id', 'username'] }],
  });
}

export function setArticleBody(article, body) {
  return article.update({ body });
}
