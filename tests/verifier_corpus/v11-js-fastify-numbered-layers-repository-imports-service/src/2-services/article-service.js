'use strict';

const articles = require('../3-repositories/article-repository');
const { Forbidden } = require('./errors');

function toJson(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

async function get(slug) {
  return toJson(await articles.getBySlug(slug));
}

async function update(slug, userId, input) {
  const current = await articles.getBySlug(slug);
  if (current.authorId !== userId) throw new Forbidden();
  const changes = {};
  for (const key of ['title', 'description', 'body']) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  return toJson(await articles.update(slug, changes));
}

async function remove(slug, userId) {
  const current = await articles.getBySlug(slug);
  if (current.authorId !== userId) throw new Forbidden();
  await articles.remove(slug);
}

module.exports = { get, update, remove };
