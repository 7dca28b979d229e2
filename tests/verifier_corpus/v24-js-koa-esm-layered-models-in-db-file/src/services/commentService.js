import * as comments from '../repositories/commentRepository.js';
import { presentProfile } from './profileService.js';
import { HttpError } from './errors.js';

async function present(comment, viewerId) {
  return {
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    author: await presentProfile(comment.author, viewerId),
  };
}

export async function list(slug, viewerId) {
  const rows = await comments.listForArticle(slug);
  return Promise.all(rows.map((c) => present(c, viewerId)));
}

export async function add(slug, viewerId, input) {
  if (!input || !input.body) throw new HttpError(422, { body: ["can't be blank"] });
  return present(await comments.create(slug, viewerId, input.body), viewerId);
}

export async function remove(id, viewerId) {
  const comment = await comments.findById(id);
  if (!comment) throw new HttpError(404, { comment: ['not found'] });
  if (comment.authorId !== viewerId) throw new HttpError(403, { comment: ['forbidden'] });
  await comments.remove(id);
}
