import { commentRepository } from '../repositories/commentRepository.js';
import type { Comment } from '../models/comment.js';
import { AppError } from './errors.js';

const view = (c: Comment) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author!.username, bio: c.author!.bio, image: c.author!.image, following: false },
});

export const commentService = {
  async list(slug: string) {
    return (await commentRepository.forArticle(slug)).map(view);
  },
  async add(slug: string, authorId: number, body: string) {
    const created = await commentRepository.insert({ body, articleSlug: slug, authorId });
    return view((await commentRepository.byId(created.id))!);
  },
  async remove(id: number, userId: number) {
    const comment = await commentRepository.byId(id);
    if (!comment) throw new AppError(404, 'comment not found');
    if (comment.author!.id !== userId) throw new AppError(403, 'not the author');
    await commentRepository.remove(id);
  },
};
