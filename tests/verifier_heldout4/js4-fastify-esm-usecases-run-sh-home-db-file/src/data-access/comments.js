import { Comment, User, Article } from '../entities/index.js';

export const commentsStore = {
  articleBySlug: (slug) => Article.findOne({ where: { slug } }),
  forArticle: (articleId) => Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['id', 'ASC']] }),
  insert: (row) => Comment.create(row),
  byId: (id) => Comment.findByPk(id),
  remove: (comment) => comment.destroy(),
};
