// feature-file: comments
import { ForbiddenError, NotFoundError } from '../errors.js';
import * as comments from '../repositories/commentRepository.js';
import * as follows from '../repositories/followRepository.js'; // feature-line: profiles
import { requireArticle } from './articleService.js';
import { requireUser } from './userService.js';
import { requireObject, requireText } from './validation.js';
import { commentView } from './presenters.js';

// feature-begin: profiles
export async function list(slug, viewerId) {
// feature-else: profiles
// export async function list(slug) {
// feature-end: profiles
  const article = await requireArticle(slug);
  const rows = await comments.findForArticle(article.id);
  // feature-begin: profiles
  const followed = viewerId
    ? await follows.followedAmong(viewerId, rows.map((comment) => comment.authorId))
    : new Set();
  return rows.map((comment) => commentView(comment, followed.has(comment.authorId)));
  // feature-else: profiles
  // return rows.map((comment) => commentView(comment));
  // feature-end: profiles
}

export async function add(authorId, slug, input) {
  await requireUser(authorId);
  const body = requireText(requireObject(input, 'comment'), 'body');
  const article = await requireArticle(slug);
  const comment = await comments.create({ body, articleId: article.id, authorId });
  // feature-begin: profiles
  return commentView(comment, false);
  // feature-else: profiles
  // return commentView(comment);
  // feature-end: profiles
}

export async function remove(userId, slug, commentId) {
  const article = await requireArticle(slug);
  const comment = Number.isInteger(commentId) ? await comments.findById(commentId) : null;
  if (!comment || comment.articleId !== article.id) throw new NotFoundError('comment');
  if (comment.authorId !== userId) throw new ForbiddenError('only the author may delete this comment');
  await comments.remove(comment);
}
