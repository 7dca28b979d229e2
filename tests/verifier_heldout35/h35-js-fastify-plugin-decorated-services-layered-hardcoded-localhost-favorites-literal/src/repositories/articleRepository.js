const { sequelize, Article } = require('../models');

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({
      where: { slug },
      attributes: { include: [[sequelize.literal('(SELECT COUNT(*) FROM "Favorites" f WHERE f."articleId" = "Article"."id")'), 'favoritesCount']] },
    });
  }
}
module.exports = ArticleRepository;
