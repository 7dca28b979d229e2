import { Op } from 'sequelize';
import { Article, Comment, User } from '../models/index.js';

const author = { model: User, as: 'author', attributes: ['username', 'bio', 'image'] };

const toArticle = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

export const articlesService = {
  async list({ tag, limit = 20, offset = 0 }) {
    const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
    const { rows, count } = await Article.findAndCountAll({
      where, include: [author], order: [['createdAt', 'DESC']], limit: Number(limit), offset: Number(offset),
    });
    return { articles: rows.map(toArticle), articlesCount: count };
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const article = await Article.create({ slug, title, description, body, tagList, authorId });
    return toArticle(await Article.findByPk(article.id, { include: [author] }));
  },
  async comments(slug) {
    const article = await Article.findOne({ where: { slug } });
    if (!article) return null;
    const comments = await Comment.findAll({ where: { articleId: article.id }, include: [author], order: [['createdAt', 'ASC']] });
    return comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: { ...c.author.get({ plain: true }), following: false } }));
  },
  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  },
};
