import { commentDao } from '../data-access/comment.dao.js';
export const listComments = (slug) => commentDao.forArticle(slug);
export const addComment = (slug, body) => {
  if (!body) throw Object.assign(new Error("body can't be blank"), { status: 422 });
  return commentDao.add(slug, body);
};
