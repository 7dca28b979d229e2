import { Article, Favorite, User, sequelize } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (attrs) => Article.create(attrs),
  update: (article, attrs) => article.update(attrs),
  countFavorites: (articleId) => Favorite.count({ where: { articleId } }),
  isFavorited: async (articleId, userId) => (await Favorite.count({ where: { articleId, userId } })) > 0,
  async delete(article) {
    await sequelize.transaction(async (transaction) => {
      // SQLite does not cascade here: clean up the rows that point at the article first.
      await sequelize.query('DELETE FROM favorites WHERE "articleId" = ?', { replacements: [article.id], transaction });
      await sequelize.query('DELETE FROM comments WHERE "articleId" = ?', { replacements: [article.id], transaction });
      await article.destroy({ transaction });
    });
  },
};
