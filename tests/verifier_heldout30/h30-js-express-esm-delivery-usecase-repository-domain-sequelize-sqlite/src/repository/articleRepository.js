import { Op } from 'sequelize';
import { Article, Tag } from '../domain/article.js';
import { User } from '../domain/user.js';

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
];

export class ArticleRepository {
  constructor(db) {
    this.db = db;
  }

  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include });
  }

  async list({ tag, author, limit = 20, offset = 0 }) {
    const where = {};
    const filters = [...include];
    if (author) filters[0] = { model: User, as: 'author', where: { username: author } };
    if (tag) filters[1] = { model: Tag, as: 'tags', where: { name: { [Op.eq]: tag } }, through: { attributes: [] } };
    return Article.findAndCountAll({ where, include: filters, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  }

  async create(authorId, data, tagRows) {
    const article = await Article.create({ ...data, authorId });
    await article.setTags(tagRows);
    return this.findBySlug(article.slug);
  }

  async favorite(article, userId) {
    await article.addFavoritedBy(userId);
    return this.findBySlug(article.slug);
  }
}
