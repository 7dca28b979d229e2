'use strict';
const articleRepository = require('../repositories/article.repository');
const { HttpishError } = require('./errors');

function slugify(title) {
  return `${title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Math.random().toString(36).slice(2, 8)}`;
}

async function toJSON(article, viewerId) {
  const { favorited, favoritesCount } = await articleRepository.favoriteInfo(article.id, viewerId);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function create(userId, input = {}) {
  const { title, description, body, tagList } = input;
  if (!title || !description || !body) throw new HttpishError(422, 'title, description and body are required');
  const article = await articleRepository.create({ title, description, body, tagList, slug: slugify(title), authorId: userId });
  return toJSON(article, userId);
}

async function update(article, userId, changes = {}) {
  if (article.authorId !== userId) throw new HttpishError(403, 'only the author can edit this article');
  const allowed = {};
  for (const k of ['title', 'description', 'body']) if (changes[k] !== undefined) allowed[k] = changes[k];
  if (allowed.title) allowed.slug = slugify(allowed.title);
  return toJSON(await articleRepository.update(article, allowed), userId);
}

async function remove(article, userId) {
  if (article.authorId !== userId) throw new HttpishError(403, 'only the author can delete this article');
  await articleRepository.remove(article);
}

async function favorite(article, userId) {
  await articleRepository.favorite(userId, article.id);
  return toJSON(article, userId);
}

async function unfavorite(article, userId) {
  await articleRepository.unfavorite(userId, article.id);
  return toJSON(article, userId);
}

module.exports = { toJSON, create, update, remove, favorite, unfavorite };
