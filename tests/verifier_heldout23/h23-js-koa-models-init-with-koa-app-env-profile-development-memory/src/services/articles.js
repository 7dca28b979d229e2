const articles = require('../repositories/articles');
const users = require('../repositories/users');
const profiles = require('./profiles');
const { notFound, forbidden, invalid } = require('./errors');

const slugify = (s) => `${s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;

const view = async (a, viewerId) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [...a.tagList].sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: await articles.isFavorited(a.id, viewerId),
  favoritesCount: await articles.favoritesCount(a.id),
  author: await profiles.view(a.author, viewerId),
});

const find = async (slug) => {
  const article = await articles.bySlug(slug);
  if (!article) throw notFound('article');
  return article;
};

exports.list = async (q, viewerId) => {
  const filter = { tag: q.tag, limit: +q.limit || 20, offset: +q.offset || 0 };
  if (q.author) filter.authorId = (await users.byUsername(q.author))?.id ?? 0;
  if (q.favorited) filter.favoritedBy = (await users.byUsername(q.favorited))?.id ?? 0;
  const { rows, count } = await articles.page(filter);
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
};

exports.feed = async (q, viewerId) => {
  const { rows, count } = await articles.page({ authorIds: await users.followedIds(viewerId), limit: +q.limit || 20, offset: +q.offset || 0 });
  return { articles: await Promise.all(rows.map((a) => view(a, viewerId))), articlesCount: count };
};

exports.get = async (slug, viewerId) => view(await find(slug), viewerId);

exports.create = async (input = {}, viewerId) => {
  if (!input.title || !input.description || !input.body) throw invalid({ body: ['title, description and body are required'] });
  const article = await articles.insert({
    slug: slugify(input.title), title: input.title, description: input.description, body: input.body,
    tagList: input.tagList || [], authorId: viewerId,
  });
  return view(article, viewerId);
};

exports.update = async (slug, input = {}, viewerId) => {
  const article = await find(slug);
  if (article.authorId !== viewerId) throw forbidden('article');
  const attrs = {};
  for (const k of ['title', 'description', 'body']) if (input[k] !== undefined) attrs[k] = input[k];
  if (attrs.title) attrs.slug = slugify(attrs.title);
  return view(await articles.patch(article, attrs), viewerId);
};

exports.remove = async (slug, viewerId) => {
  const article = await find(slug);
  if (article.authorId !== viewerId) throw forbidden('article');
  await articles.remove(article);
};

exports.setFavorite = async (slug, viewerId, on) => {
  const article = await find(slug);
  if (on) await articles.favorite(article.id, viewerId);
  else await articles.unfavorite(article.id, viewerId);
  return view(article, viewerId);
};

exports.tags = () => articles.allTags();
