const { Article, User, Favorite } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  countFavorites(articleId) {
    return Favorite.count({ where: { ArticleId: articleId } });
  }

  async isFavorited(articleId, userId) {
    return (await Favorite.count({ where: { ArticleId: articleId, UserId: userId } })) > 0;
  }

  favorite(articleId, userId) {
    return Favorite.findOrCreate({ where: { ArticleId: articleId, UserId: userId } });
  }

  unfavorite(articleId, userId) {
    return Favorite.destroy({ where: { ArticleId: articleId, UserId: userId } });
  }
}

module.exports = new ArticleRepository();
