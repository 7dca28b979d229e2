'use strict';
const articles = require('../repositories/article-repository');
const users = require('../repositories/user-repository');
const { ServiceError } = require('./user-service');

const slugify = (t) => `${t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? await articles.isFavorited(viewerId, article.id) : false,
    favoritesCount: await articles.favoritesCount(article.id),
    author: {
      username: article.author.username,
      bio: article.author.bio,
      image: article.author.image,
      following: viewerId ? await users.isFollowing(viewerId, article.author.id) : false,
    },
  };
}

async function create(authorId, { title, description, body, tagList = [] } = {}) {
  if (!title || !description || !body) throw new ServiceError(422, 'title, description and body are required');
  const created = await articles.create({ slug: slugify(title), title, description, body, tagList, authorId });
  return present(await articles.findBySlug(created.slug), authorId);
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, 'article not found');
  return present(article, viewerId);
}

async function list(query, viewerId) {
  const { rows, count } = await articles.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

const tags = () => articles.allTags();

module.exports = { create, get, list, tags };
