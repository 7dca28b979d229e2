const Article = require('../models/article');
const Favorite = require('../models/favorite');

exports.get = async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
};

exports.favorite = async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  const [, created] = await Favorite.findOrCreate({ where: { userId: ctx.state.user.id, articleId: article.id } });
  if (created) await article.increment('favoritesCount');
  await article.reload();
  ctx.body = { article: { ...article.toJSON(), favorited: true } };
};
