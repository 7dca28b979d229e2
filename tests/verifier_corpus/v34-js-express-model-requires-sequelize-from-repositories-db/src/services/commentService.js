'use strict';
const comments = require('../repositories/commentRepository');

async function list(slug) {
  return (await comments.forArticle(slug)).map((c) => ({ id: c.id, body: c.body }));
}

async function add(slug, body) {
  const c = await comments.create(slug, body);
  return { id: c.id, body: c.body };
}

module.exports = { list, add };
