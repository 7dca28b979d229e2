const { sequelize, Article } = require('../models');

async function findBySlug(slug) {
  return Article.findOne({ where: { slug } });
}

async function removeWithDependents(article) {
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('DELETE FROM favorites WHERE articleId = ?', { replacements: [article.id], transaction });
    await sequelize.query('DELETE FROM comments WHERE articleId = ?', { replacements: [article.id], transaction });
    await article.destroy({ transaction });
  });
}

async function update(article, changes) {
  return article.update(changes);
}

module.exports = { findBySlug, removeWithDependents, update };
