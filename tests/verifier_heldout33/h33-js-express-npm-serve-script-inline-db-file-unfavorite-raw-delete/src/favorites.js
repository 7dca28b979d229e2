const { sequelize, Article, Favorite } = require('./database');

async function favorite(req, res) {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  await Favorite.findOrCreate({ where: { userId: req.userId, articleId: article.id } });
  res.json({ article: { slug: article.slug, favorited: true } });
}

async function unfavorite(req, res) {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  await sequelize.query('DELETE FROM Favorites WHERE userId = ? AND articleId = ?', {
    replacements: [req.userId, article.id],
  });
  res.json({ article: { slug: article.slug, favorited: false } });
}
module.exports = { favorite, unfavorite };
