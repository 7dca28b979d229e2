const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User, Favorite } = require('./models');

const router = new Router({ prefix: '/api/articles' });

async function favoritesCount(articleId) {
  const [row] = await sequelize.query('SELECT COUNT(*) AS n FROM Favorites WHERE articleId = ?', {
    replacements: [articleId], type: QueryTypes.SELECT,
  });
  return Number(row.n);
}

router.post('/:slug/favorite', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) ctx.throw(404);
  await Favorite.findOrCreate({ where: { userId: ctx.state.user.id, articleId: article.id } });
  ctx.body = { article: { ...article.toJSON(), favorited: true, favoritesCount: await favoritesCount(article.id) } };
});

module.exports = router;
