'use strict';

const { sequelize, Article, Favorite } = require('./models');

async function migrate() {
  await Article.sync();
  await Favorite.sync();
  // favoritesCount for every article, computed by the database.
  await sequelize.query(`
    CREATE OR REPLACE VIEW article_stats AS
      SELECT a.id AS article_id, COUNT(f."userId")::int AS favorites_count
      FROM articles a
      LEFT JOIN favorites f ON f."articleId" = a.id
      GROUP BY a.id
  `);
}

module.exports = { migrate };
