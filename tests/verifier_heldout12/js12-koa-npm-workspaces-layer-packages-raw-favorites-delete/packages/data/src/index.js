// Layer 3 (data access): every read and write of stored data.
const { sequelize, Article, User, Favorite } = require('@conduit/entities');

const articles = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  favoritesCount: (articleId) => Favorite.count({ where: { articleId } }),
  async remove(article) {
    // favorites have no FK cascade (composite key model), so clear them first
    await sequelize.query('DELETE FROM "Favorites" WHERE "articleId" = $1', { bind: [article.id] });
    await article.destroy();
  },
};

module.exports = { articles, sync: () => sequelize.sync() };
