'use strict';
const articleRepository = require('../repositories/article.repository');
const tagRepository = require('../repositories/tag.repository');
const userRepository = require('../repositories/user.repository');

function notFound(what) {
  const err = new Error(`${what} not found`);
  err.status = 404;
  return err;
}

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
}

function present(article) {
  const a = article.toJSON();
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags || []).map((t) => t.name).sort(),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

async function listArticles({ tag, author, limit = 20, offset = 0 }) {
  const { rows, count } = await articleRepository.findPage({ tag, author, limit: Number(limit), offset: Number(offset) });
  return { articles: rows.map(present), articlesCount: count };
}

async function getArticle(slug) {
  const article = await articleRepository.findBySlug(slug);
  if (!article) throw notFound('article');
  return present(article);
}

async function createArticle({ title, description, body, tagList = [], author = 'anonymous' }) {
  const user = await userRepository.findOrCreateByUsername(author);
  const tags = await tagRepository.findOrCreateMany(tagList);
  const slug = slugify(title);
  await articleRepository.create({ slug, title, description, body, authorId: user.id }, tags);
  return present(await articleRepository.findBySlug(slug));
}

module.exports = { listArticles, getArticle, createArticle };
