import { commentsDataAccess } from '../data-access/comments.js';
import { HttpishError } from './users.js';

export const commentsService = {
  async list(slug) {
    const article = await commentsDataAccess.articleBySlug(slug);
    if (!article) throw new HttpishError(404, 'article', 'not found');
    return commentsDataAccess.forArticle(article.id);
  },
  async add(slug, authorId, body) {
    const article = await commentsDataAccess.articleBySlug(slug);
    if (!article) throw new HttpishError(404, 'article', 'not found');
    const created = await commentsDataAccess.insert({ body, ArticleId: article.id, authorId });
    return commentsDataAccess.byId(created.id);
  },
  async remove(id, userId) {
    const comment = await commentsDataAccess.byId(id);
    if (!comment) throw new HttpishError(404, 'comment', 'not found');
    if (comment.authorId !== userId) throw new HttpishError(403, 'comment', 'forbidden');
    await commentsDataAccess.remove(comment);
  },
};
