const { Article, Favorite, Tag, User } = require('../models');

const slugify = (t) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

async function toJSON(article, userId) {
  const favoritesCount = await Favorite.count({ where: { articleId: article.id } });
  const favorited = userId ? (await Favorite.count({ where: { articleId: article.id, userId } })) > 0 : false;
  return {
    slug: article.slug, title: article.title, description: article.description, body: article.body,
    tagList: article.tagList, createdAt: article.createdAt, updatedAt: article.updatedAt, favorited, favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

exports.list = async (ctx) => {
  const limit = Number(ctx.query.limit) || 20;
  const offset = Number(ctx.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  ctx.body = { articles: await Promise.all(rows.map((a) => toJSON(a, ctx.state.userId))), articlesCount: count };
};

exports.create = async (ctx) => {
  const { title, description, body, tagList = [] } = ctx.request.body.article || {};
  const article = await Article.create({ slug: slugify(title), title, description, body, tagList, authorId: ctx.state.userId });
  for (const name of tagList) {
    await Tag.findOrCreate({ where: { name } });
  }
  await article.reload({ include: [{ model: User, as: 'author' }] });
  ctx.status = 201;
  ctx.body = { article: await toJSON(article, ctx.state.userId) };
};

exports.tags = async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
};
