const { Article, User } = require('../models');

const format = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: a.favoritesCount,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

async function list({ limit = 20, offset = 0, author }) {
  const include = [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }];
  const { rows, count } = await Article.findAndCountAll({
    include,
    limit: Number(limit),
    offset: Number(offset),
    order: [['createdAt', 'DESC']],
  });
  return { articles: rows.map(format), articlesCount: count };
}

async function create(userId, { title, description, body, tagList }) {
  const slug = title.toLowerCase().split(' ').join('-') + '-' + Math.floor(Math.random() * 1e6);
  const article = await Article.create({ slug, title, description, body, tagList: tagList || [], authorId: userId });
  const full = await Article.findByPk(article.id, { include: [{ model: User, as: 'author' }] });
  return format(full);
}

async function getBySlug(slug) {
  const a = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  return a ? format(a) : null;
}

module.exports = { list, create, getBySlug };
