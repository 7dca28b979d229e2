'use strict';
// feature-file: comments

const articles = require('../repositories/articles');
const comments = require('../repositories/comments');
const follows = require('../repositories/follows'); // feature-line: profiles
const { ForbiddenError, NotFoundError } = require('./errors');
const { commentView } = require('./presenters');

async function findArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('Article');
  return article;
}

// feature-begin: profiles
async function present(list, viewerId) {
  const authorIds = [...new Set(list.map((comment) => comment.authorId))];
  const following = viewerId === null ? new Set() : await follows.followedAmong(viewerId, authorIds);
  return list.map((comment) => commentView(comment, following.has(comment.authorId)));
}

async function list(slug, viewerId) {
  const article = await findArticle(slug);
  return present(await comments.listForArticle(article.id), viewerId);
}

async function create(userId, slug, { body }) {
  const article = await findArticle(slug);
  const comment = await comments.create({ body, articleId: article.id, authorId: userId });
  const [view] = await present([comment], userId);
  return view;
}
// feature-else: profiles
// async function list(slug) {
//   const article = await findArticle(slug);
//   return (await comments.listForArticle(article.id)).map(commentView);
// }
//
// async function create(userId, slug, { body }) {
//   const article = await findArticle(slug);
//   return commentView(await comments.create({ body, articleId: article.id, authorId: userId }));
// }
// feature-end: profiles

async function remove(userId, slug, id) {
  const article = await findArticle(slug);
  const comment = await comments.findById(id);
  if (!comment || comment.articleId !== article.id) throw new NotFoundError('Comment');
  if (comment.authorId !== userId) throw new ForbiddenError('Only the author may delete this comment');
  await comments.remove(id);
}

module.exports = { list, create, remove };
