const { Op } = require('sequelize');
const { Article, User } = require('../models');

const toJSON = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.list = async ({ tag, author, limit = 20, offset = 0 }) => {
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit: Number(limit),
    offset: Number(offset),
  });
  return { articles: rows.map(toJSON), articlesCount: count };
};

exports.create = async (authorId, { title, description, body, tagList = [] }) => {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ slug, title, description, body, tagList, authorId });
  return toJSON(await Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] }));
};
