import { commentRepository } from '../repositories/comment-repository.js';

const present = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false },
});

export async function listComments(slug) {
  return (await commentRepository.forArticle(slug)).map(present);
}

export async function addComment(slug, username, body) {
  if (!body?.trim()) throw Object.assign(new Error('body can not be empty'), { status: 422 });
  return present(await commentRepository.create({ articleSlug: slug, authorUsername: username, body }));
}

export async function deleteComment(id, username) {
  const comment = await commentRepository.byId(id);
  if (!comment) throw Object.assign(new Error('comment not found'), { status: 404 });
  if (comment.authorUsername !== username) throw Object.assign(new Error('forbidden'), { status: 403 });
  await commentRepository.remove(id);
}
