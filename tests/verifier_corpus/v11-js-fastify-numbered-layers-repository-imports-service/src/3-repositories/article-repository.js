'use strict';

const Article = require('../4-models/article');
const { NotFound } = require('../2-services/errors');

async function getBySlug(slug) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) throw new NotFound('article');
  return article;
}

async function update(slug, changes) {
  const article = await getBySlug(slug);
  return article.update(changes);
}

async function remove(slug) {
  const article = await getBySlug(slug);
  await article.destroy();
}

module.exports = { getBySlug, update, remove };
