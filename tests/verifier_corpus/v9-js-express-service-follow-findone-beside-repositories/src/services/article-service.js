const { Article, Follow, User } = require('../models');
const articleRepository = require('../repositories/article-repository');
const { toProfile } = require('./profile-service');

const slugify = (title) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: await toProfile(article.author, viewerId),
  };
}

async function listArticles(query, viewerId) {
  const { rows, count } = await articleRepository.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

// The feed: articles of the authors the viewer follows, newest first.
async function feed(query, viewerId) {
  const follows = await Follow.findAll({ where: { followerId: viewerId } });
  const authorIds = follows.map((f) => f.followingId);
  const rows = await Article.findAll({
    where: { authorId: authorIds },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
  });
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: rows.length };
}

async function getArticle(slug, viewerId) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
  return present(article, viewerId);
}

async function createArticle(input, authorId) {
  const article = await articleRepository.create({ ...input, slug: slugify(input.title), authorId });
  return present(article, authorId);
}

module.exports = { listArticles, feed, getArticle, createArticle };
