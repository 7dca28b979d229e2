import { commentRepository } from '@conduit/data/repositories';
import type { Comment } from '@conduit/data';

export class ForbiddenError extends Error {}
export class NotFoundError extends Error {}

const present = (c: Comment) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author?.username, bio: c.author?.bio ?? null, image: c.author?.image ?? null, following: false },
});

export const commentService = {
  async list(slug: string) {
    return (await commentRepository.forArticle(slug)).map(present);
  },
  async add(slug: string, authorId: number, body: string) {
    if (!body?.trim()) throw new Error("body can't be blank");
    return present(await commentRepository.add(slug, authorId, body));
  },
  async remove(id: number, userId: number) {
    const comment = await commentRepository.findById(id);
    if (!comment) throw new NotFoundError('comment not found');
    if (comment.authorId !== userId) throw new ForbiddenError('not your comment');
    await commentRepository.remove(id);
  },
};
