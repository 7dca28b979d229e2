const { Op, QueryTypes } = require('sequelize');
const { sequelize, Article, User, Favorite, Follow } = require('../models');
const profiles = require('./profiles');
const { notFound, forbidden, invalid } = require('./errors');

const withAuthor = { model: User, as: 'author' };
const slugify = (s) => `${s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

const view = async (a, viewerId) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [...a.tagList].sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: !!viewerId && (await Favorite.count({ where: { articleId: a.id, userId: viewerId } })) > 0,
  favoritesCount: await Favorite.count({ where: { articleId: a.id } }),
  author: await profiles.view(a.author, viewerId),
});

const find = async (slug) => {
  const article = await Article.findOne({ where: { slug }, include: [withAuthor] });
  if (!article) throw notFound('article');
  return article;
};

// tag_list is a JSON array stored as text; match the quoted tag inside it.
async function idsWithTag(tag) {
  const rows = await sequelize.query('SELECT id FROM articles WHERE tag_list LIKE :pattern', {
    replacements: { pattern: `%${JSON.stringify(String(tag))}%` },
    type: QueryTypes.SELECT,
  });
  return rows.map((r) => r.id);
}

exports.list = async (q, viewerId) => {
  const where = {};
  const and = [];
  if (q.tag) and.push({ id: { [Op.in]: await idsWithTag(q.tag) } });
  if (q.author) and.push({ authorId: (await User.findOne({ where: { username: q.author } }))?.id ?? 0 });
  if (q.favorited) {
    const fan = await User.findOne({ where: { username: q.favorited } });
    const favs = fan ? await Favorite.findAll({ where: { userId: fan.id } }) : [];
    and.push({ id: { [Op.in]: favs.map((f) => f.articleId) } });
  }
  if (and.length) where[Op.and] = and;
  const { rows, count } = await Article.findAndCountAll({
    where, include: [withAuthor], order: [['createdAt', 'DESC']], limit: +q.limit || 20, offset: +q.offset || 0,
  });
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
};

exports.feed = async (q, viewerId) => {
  const follows = await Follow.findAll({ where: { followerId: viewerId } });
  const { rows, count } = await Article.findAndCountAll({
    where: { authorId: { [Op.in]: follows.map((f) => f.followedId) } },
    include: [withAuthor], order: [['createdAt', 'DESC']], limit: +q.limit || 20, offset: +q.offset || 0,
  });
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
};

exports.get = async (slug, viewerId) => view(await find(slug), viewerId);

exports.create = async (input = {}, viewerId) => {
  if (!input.title || !input.description || !input.body) throw invalid({ body: ['title, description and body are required'] });
  const created = await Article.create({
    slug: slugify(input.title), title: input.title, description: input.description, body: input.body,
    tagList: input.tagList || [], authorId: viewerId,
  });
  return view(await find(created.slug), viewerId);
};

exports.update = async (slug, input = {}, viewerId) => {
  const article = await find(slug);
  if (article.authorId !== viewerId) throw forbidden('article');
  const attrs = {};
  for (const k of ['title', 'description', 'body']) if (input[k] !== undefined) attrs[k] = input[k];
  if (attrs.title) attrs.slug = slugify(attrs.title);
  await article.update(attrs);
  return view(await find(article.slug), viewerId);
};

exports.remove = async (slug, viewerId) => {
  const article = await find(slug);
  if (article.authorId !== viewerId) throw forbidden('article');
  await article.destroy();
};

exports.setFavorite = async (slug, viewerId, on) => {
  const article = await find(slug);
  if (on) await Favorite.findOrCreate({ where: { articleId: article.id, userId: viewerId } });
  else await Favorite.destroy({ where: { articleId: article.id, userId: viewerId } });
  return view(article, viewerId);
};

exports.tags = async () => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  return [...new Set(rows.flatMap((r) => r.tagList))].sort();
};
