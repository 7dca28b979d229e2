const { sequelize, Article } = require('../models');

const qi = sequelize.getQueryInterface();

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  async destroyWithDependents(article) {
    await sequelize.transaction(async (transaction) => {
      await qi.bulkDelete('comments', { articleId: article.id }, { transaction });
      await qi.bulkDelete('favorites', { articleId: article.id }, { transaction });
      await article.destroy({ transaction });
    });
  },
};
