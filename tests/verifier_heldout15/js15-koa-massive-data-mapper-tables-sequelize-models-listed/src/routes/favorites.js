const Router = require('@koa/router');
const store = require('../db');

const router = new Router({ prefix: '/api' });

async function articleView(article, userId) {
  const db = store.get();
  const favoritesCount = Number(await db.favorites.count({ article_id: article.id }));
  const favorited = userId ? !!(await db.favorites.findOne({ article_id: article.id, user_id: userId })) : false;
  return { slug: article.slug, title: article.title, description: article.description, body: article.body, favorited, favoritesCount };
}

router.post('/articles/:slug/favorite', async (ctx) => {
  const db = store.get();
  const article = await db.articles.findOne({ slug: ctx.params.slug });
  if (!article) ctx.throw(404);
  await db.favorites.save({ article_id: article.id, user_id: ctx.state.userId });
  ctx.body = { article: await articleView(article, ctx.state.userId) };
});

router.delete('/articles/:slug/favorite', async (ctx) => {
  const db = store.get();
  const article = await db.articles.findOne({ slug: ctx.params.slug });
  if (!article) ctx.throw(404);
  await db.favorites.destroy({ article_id: article.id, user_id: ctx.state.userId });
  ctx.body = { article: await articleView(article, ctx.state.userId) };
});

module.exports = router;
