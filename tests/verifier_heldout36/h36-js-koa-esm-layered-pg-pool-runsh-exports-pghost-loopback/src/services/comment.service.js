import * as comments from '../repositories/comment.repository.js';
export const list = (slug) => comments.listBySlug(slug);
export function add(slug, author, body) {
  if (!body || !body.trim()) { const e = new Error("body can't be empty"); e.status = 422; throw e; }
  return comments.insert(slug, author, body.trim());
}
export const remove = (id) => comments.remove(id);
