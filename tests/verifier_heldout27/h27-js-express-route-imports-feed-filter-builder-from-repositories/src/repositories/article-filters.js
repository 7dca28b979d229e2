const { Op } = require('sequelize');
const { User, Tag } = require('../models');

// Translates the list/feed query string into Sequelize find options.
function buildListFilter({ tag, author, favorited, limit, offset } = {}) {
  const include = [
    { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
    { model: Tag, as: 'tags', through: { attributes: [] }, ...(tag ? { where: { name: tag } } : {}) },
  ];
  if (favorited) {
    include.push({ model: User, as: 'favoritedBy', where: { username: favorited }, attributes: [], through: { attributes: [] } });
  }
  return {
    include,
    order: [['createdAt', 'DESC']],
    limit: Math.min(Number(limit) || 20, 100),
    offset: Number(offset) || 0,
    distinct: true,
  };
}

function buildFeedFilter(followedIds, { limit, offset } = {}) {
  return {
    where: { authorId: { [Op.in]: followedIds } },
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags', through: { attributes: [] } }],
    order: [['createdAt', 'DESC']],
    limit: Math.min(Number(limit) || 20, 100),
    offset: Number(offset) || 0,
    distinct: true,
  };
}

module.exports = { buildListFilter, buildFeedFilter };
