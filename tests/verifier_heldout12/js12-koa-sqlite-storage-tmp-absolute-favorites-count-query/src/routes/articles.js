const Router = require('@koa/router');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, Favorite } = require('../database');

const router = new Router();

async function favoriteCounts(ids) {
  if (ids.length === 0) return {};
  const rows = await sequelize.query(
    'SELECT articleId, COUNT(*) AS n FROM Favorites WHERE articleId IN (:ids) GROUP BY articleId',
    { replacements: { ids }, type: QueryTypes.SELECT },
  );
  return Object.fromEntries(rows.map((r) => [r.articleId, Number(r.n)]));
}

router.get('/articles', async (ctx) => {
  const limit = parseInt(ctx.query.limit, 10) || 20;
  const offset = parseInt(ctx.query.offset, 10) || 0;
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  const counts = await favoriteCounts(rows.map((a) => a.id));
  ctx.body = {
    articles: rows.map((a) => ({ ...a.toJSON(), tagList: [], favorited: false, favoritesCount: counts[a.id] || 0 })),
    articlesCount: count,
  };
});

router.post('/articles/:slug/favorite', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404);
  await Favorite.findOrCreate({ where: { articleId: article.id, userId: ctx.state.userId } });
  const counts = await favoriteCounts([article.id]);
  ctx.body = { article: { ...article.toJSON(), tagList: [], favorited: true, favoritesCount: counts[article.id] || 0 } };
});

module.exports = router;
