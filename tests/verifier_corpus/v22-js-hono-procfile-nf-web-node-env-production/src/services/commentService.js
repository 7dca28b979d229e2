import { commentRepository } from '../repositories/commentRepository.js';

const view = (c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: { username: c.authorUsername } });

export async function listComments(slug) {
  return (await commentRepository.forArticle(slug)).map(view);
}

export async function addComment(slug, username, body) {
  return view(await commentRepository.create({ articleSlug: slug, authorUsername: username, body }));
}

export async function deleteComment(id, username) {
  return (await commentRepository.remove(id, username)) > 0;
}
