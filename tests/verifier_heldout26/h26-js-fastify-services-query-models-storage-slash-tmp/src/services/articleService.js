'use strict';
const { Article, User, Comment } = require('../models');

const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

function toView(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: a.favoritesCount,
    author: { ...a.author.get({ plain: true }), following: false },
  };
}

async function list({ limit = 20, offset = 0, author }) {
  const where = {};
  const authorInclude = author ? [{ ...include[0], where: { username: author } }] : include;
  const { rows, count } = await Article.findAndCountAll({ where, include: authorInclude, limit, offset, order: [['createdAt', 'DESC']] });
  return { articles: rows.map(toView), articlesCount: count };
}

async function create(userId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const a = await Article.create({ slug, title, description, body, tagList, authorId: userId });
  return toView(await Article.findByPk(a.id, { include }));
}

async function get(slug) {
  const a = await Article.findOne({ where: { slug }, include });
  if (!a) {
    const err = new Error('article not found');
    err.statusCode = 404;
    throw err;
  }
  return toView(a);
}

async function addComment(userId, slug, body) {
  const a = await Article.findOne({ where: { slug } });
  const c = await Comment.create({ body, articleId: a.id, authorId: userId });
  return Comment.findByPk(c.id, { include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }] });
}

async function tags() {
  const all = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(all.flatMap((a) => a.tagList))];
}

module.exports = { list, create, get, addComment, tags };
