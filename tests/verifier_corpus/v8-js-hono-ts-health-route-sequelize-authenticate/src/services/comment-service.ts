import { addComment, commentsFor } from '../repositories/comment-repository.js';

export async function listComments(slug: string) {
  return (await commentsFor(slug)).map((c) => c.toJSON());
}

export async function postComment(slug: string, author: string, body: string) {
  if (!body?.trim()) throw new Error("body can't be blank");
  return (await addComment(slug, author, body)).toJSON();
}
