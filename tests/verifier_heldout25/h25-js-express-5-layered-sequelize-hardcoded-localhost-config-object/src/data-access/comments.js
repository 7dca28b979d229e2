import { Article, Comment, User } from '../entities/index.js';

export const commentsDataAccess = {
  articleBySlug: (slug) => Article.findOne({ where: { slug } }),
  forArticle: (articleId) =>
    Comment.findAll({ where: { ArticleId: articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] }),
  insert: (fields) => Comment.create(fields),
  byId: (id) => Comment.findByPk(id, { include: [{ model: User, as: 'author' }] }),
  remove: (comment) => comment.destroy(),
};
