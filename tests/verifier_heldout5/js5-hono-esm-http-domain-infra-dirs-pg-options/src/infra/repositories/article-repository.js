import { Op } from 'sequelize';
import { Article, Comment, User } from '../../domain/entities/index.js';

export class ArticleRepository {
  page({ tag, author, limit = 20, offset = 0 }) {
    return Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit, offset,
    });
  }
  bySlug(slug) { return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }); }
  create(data) { return Article.create(data); }
  remove(article) { return article.destroy(); }
  fansCount(article) { return article.countFans(); }
  isFan(article, userId) { return article.hasFan(userId); }
  addFan(article, userId) { return article.addFan(userId); }
  removeFan(article, userId) { return article.removeFan(userId); }
  comments(articleId) { return Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'ASC']] }); }
  addComment(data) { return Comment.create(data); }
  async distinctTags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  }
}
