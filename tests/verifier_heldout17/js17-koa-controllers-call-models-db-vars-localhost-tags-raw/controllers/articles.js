const { Article, Favorite } = require('../models');
const { page } = require('../services/pagination');

exports.list = async (ctx) => {
  const { limit, offset } = page(ctx.query);
  const { rows, count } = await Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  ctx.body = { articles: rows, articlesCount: count };
};

exports.favorite = async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404);
  await Favorite.findOrCreate({ where: { userId: ctx.state.user.id, articleId: article.id } });
  ctx.body = { article };
};
