const { sequelize, Favorite } = require('./models');

module.exports = {
  // INSERT OR IGNORE keeps favoriting idempotent without a read first.
  add: (userId, articleId) => sequelize.query('INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)', {
    replacements: [userId, articleId],
  }),
  count: (articleId) => Favorite.count({ where: { article_id: articleId } }),
};
