import { commentRepository } from '../repositories/comment-repository.js';

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

export async function listComments(slug) {
  return (await commentRepository.forArticle(slug)).map(view);
}

export async function addComment(slug, user, body) {
  return view(await commentRepository.create({ articleSlug: slug, authorId: user.id, body }));
}

export async function deleteComment(id, user) {
  const comment = await commentRepository.byId(id);
  if (!comment) throw Object.assign(new Error('comment not found'), { statusCode: 404 });
  if (comment.authorId !== user.id) throw Object.assign(new Error('forbidden'), { statusCode: 403 });
  await commentRepository.remove(id);
}
