const slugify = require('slugify');
const articles = require('../repositories/articleRepository');
const users = require('../repositories/userRepository');
const { ServiceError } = require('./errors');

async function present(article, viewerId) {
  const [favoritesCount, favorited, following] = await Promise.all([
    articles.favoritesCount(article.id),
    viewerId ? articles.isFavorited(article.id, viewerId) : false,
    viewerId ? users.isFollowing(viewerId, article.authorId) : false,
  ]);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following },
  };
}

async function list(query, viewerId) {
  const filters = { limit: Number(query.limit) || 20, offset: Number(query.offset) || 0, tag: query.tag };
  if (query.author) {
    const author = await users.findByUsername(query.author);
    if (!author) return { articles: [], articlesCount: 0 };
    filters.authorId = author.id;
  }
  if (query.favorited) {
    const fan = await users.findByUsername(query.favorited);
    if (!fan) return { articles: [], articlesCount: 0 };
    filters.favoritedById = fan.id;
  }
  const { rows, count } = await articles.list(filters);
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

async function create(input, authorId) {
  if (!input || !input.title || !input.description || !input.body) {
    throw new ServiceError(422, { body: ['title, description and body are required'] });
  }
  const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
  const created = await articles.create({ ...input, slug, tagList: input.tagList || [], authorId });
  return present(await articles.findBySlug(created.slug), authorId);
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  return present(article, viewerId);
}

async function remove(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  if (article.authorId !== userId) throw new ServiceError(403, { article: ['forbidden'] });
  await articles.remove(article);
}

module.exports = { list, create, get, remove };
