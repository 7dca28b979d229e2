const { QueryTypes } = require('sequelize');
const { sequelize, Tag } = require('../models');

module.exports = {
  // most used first
  async popular() {
    const rows = await sequelize.query(
      'SELECT name FROM tags GROUP BY name ORDER BY COUNT(*) DESC, name ASC',
      { type: QueryTypes.SELECT },
    );
    return rows.map((r) => r.name);
  },
  addForArticle(articleId, names) {
    return Tag.bulkCreate(names.map((name) => ({ name, article_id: articleId })));
  },
};
