const jwt = require('jsonwebtoken');
const { Article, User } = require('../models');

exports.get = async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
};

exports.update = async (ctx) => {
  const { id } = jwt.verify((ctx.get('Authorization') || '').replace('Token ', ''), 'secret');
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  if (article.authorId !== id) ctx.throw(403, 'not the author');
  const changes = ctx.request.body.article || {};
  if (changes.title) changes.slug = changes.title.toLowerCase().replace(/\s+/g, '-');
  await article.update(changes);
  ctx.body = { article };
};
