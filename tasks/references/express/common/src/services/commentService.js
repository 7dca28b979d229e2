// feature-file: comments
const { ForbiddenError, NotFoundError } = require('../errors');
const commentRepository = require('../repositories/commentRepository');
const userRepository = require('../repositories/userRepository'); // feature-line: profiles
const { findArticle } = require('./articleService');
const { requireStrings } = require('./validation');
const { commentView } = require('./presenters');

// feature-begin: profiles
async function list(slug, viewerId) {
// feature-else: profiles
// async function list(slug) {
// feature-end: profiles
  const article = await findArticle(slug);
  const comments = await commentRepository.findForArticle(article.id);
  // feature-begin: profiles
  const followed =
    viewerId === undefined
      ? new Set()
      : await userRepository.followedAmong(viewerId, comments.map((comment) => comment.authorId));
  return comments.map((comment) => commentView(comment, followed.has(comment.authorId)));
  // feature-else: profiles
  // return comments.map((comment) => commentView(comment));
  // feature-end: profiles
}

async function create(userId, slug, input) {
  const article = await findArticle(slug);
  const { body } = requireStrings(input, ['body']);
  const comment = await commentRepository.create({ body, articleId: article.id, authorId: userId });
  // feature-begin: profiles
  return commentView(comment, false);
  // feature-else: profiles
  // return commentView(comment);
  // feature-end: profiles
}

// rawId comes from the URL; anything but an id of a comment on this article is "not found".
async function remove(userId, slug, rawId) {
  const article = await findArticle(slug);
  const id = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  const comment = Number.isSafeInteger(id) ? await commentRepository.findById(id) : null;
  if (!comment || comment.articleId !== article.id) throw new NotFoundError('comment not found');
  if (comment.authorId !== userId) throw new ForbiddenError('only the author may delete this comment');
  await commentRepository.remove(comment);
}

module.exports = { list, create, remove };
