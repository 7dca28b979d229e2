import * as comments from '../repositories/commentRepository.js';

export class CommentError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const present = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author, bio: null, image: null, following: false },
});

export async function list(slug) {
  return (await comments.findForArticle(slug)).map(present);
}

export async function add(slug, username, body) {
  if (!body) throw new CommentError(422, "body can't be blank");
  return present(await comments.insert({ articleSlug: slug, author: username, body }));
}

export async function remove(id, username) {
  const comment = await comments.findById(id);
  if (!comment) throw new CommentError(404, 'comment not found');
  if (comment.author !== username) throw new CommentError(403, 'not your comment');
  await comments.remove(comment);
}
