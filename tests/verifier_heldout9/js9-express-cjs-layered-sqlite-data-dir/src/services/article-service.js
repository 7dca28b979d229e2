const slugify = require('slugify');
const articles = require('../repositories/article-repository');
const users = require('../repositories/user-repository');
const { HttpError } = require('./errors');

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavoritedBy(article, viewerId),
    favoritesCount: await articles.favoritesCount(article),
    author: {
      username: article.author.username,
      bio: article.author.bio,
      image: article.author.image,
      following: await users.isFollowing(viewerId, article.author),
    },
  };
}

async function list(query, viewerId) {
  const limit = Number(query.limit) || 20;
  const offset = Number(query.offset) || 0;
  const result = await articles.list({ tag: query.tag, author: query.author, limit, offset });
  return {
    articles: await Promise.all(result.articles.map((a) => present(a, viewerId))),
    articlesCount: result.articlesCount,
  };
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, { article: ['not found'] });
  return present(article, viewerId);
}

async function create(input, authorId) {
  if (!input || !input.title || !input.description || !input.body) {
    throw new HttpError(422, { body: ['title, description and body are required'] });
  }
  const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
  const article = await articles.create(
    { slug, title: input.title, description: input.description, body: input.body, authorId },
    input.tagList || [],
  );
  return present(article, authorId);
}

async function remove(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new HttpError(404, { article: ['not found'] });
  if (article.authorId !== userId) throw new HttpError(403, { article: ['forbidden'] });
  await articles.remove(article);
}

module.exports = { list, get, create, remove };
