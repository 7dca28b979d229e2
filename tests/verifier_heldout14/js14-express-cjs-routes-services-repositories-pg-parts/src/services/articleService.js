const slugify = require('slugify');
const articles = require('../repositories/articleRepository');
const { ServiceError } = require('./userService');

function toArticle(article, viewerId) {
  const favoritedIds = (article.favoritedBy || []).map((u) => u.id);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? favoritedIds.includes(viewerId) : false,
    favoritesCount: favoritedIds.length,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function listArticles(query, viewerId) {
  const { rows, count } = await articles.list({
    tag: query.tag,
    author: query.author,
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
  });
  return { articles: rows.map((a) => toArticle(a, viewerId)), articlesCount: count };
}

async function createArticle(authorId, input) {
  if (!input || !input.title) throw new ServiceError(422, { title: ["can't be blank"] });
  const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
  const article = await articles.create({ ...input, slug, authorId }, input.tagList || []);
  return toArticle(article, authorId);
}

async function getArticle(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  return toArticle(article, viewerId);
}

async function deleteArticle(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  if (article.authorId !== userId) throw new ServiceError(403, { article: ['forbidden'] });
  await articles.remove(article);
}

module.exports = { listArticles, createArticle, getArticle, deleteArticle };
