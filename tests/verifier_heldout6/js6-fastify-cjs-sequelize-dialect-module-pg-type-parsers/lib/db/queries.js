'use strict';

const { Sequelize } = require('sequelize');
const { User, Article, Tag, Favorite } = require('./models');

async function popularTags() {
  const rows = await Tag.findAll({
    attributes: ['name', [Sequelize.fn('COUNT', Sequelize.col('articles.id')), 'uses']],
    include: [{ model: Article, attributes: [], through: { attributes: [] } }],
    group: ['tag.id'],
    order: [[Sequelize.fn('COUNT', Sequelize.col('articles.id')), 'DESC']],
  });
  return rows.map((t) => t.name);
}

async function articlesByTag(name, limit, offset) {
  return Article.findAndCountAll({
    include: [
      { model: User, as: 'author' },
      { model: Tag, where: name ? { name } : undefined, required: Boolean(name) },
    ],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}

const favoritesCount = (articleId) => Favorite.count({ where: { articleId } });
const favorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
const unfavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });
const articleBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }, Tag] });

module.exports = { popularTags, articlesByTag, favoritesCount, favorite, unfavorite, articleBySlug };
