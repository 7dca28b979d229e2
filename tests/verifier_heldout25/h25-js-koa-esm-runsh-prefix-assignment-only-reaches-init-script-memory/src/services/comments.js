import { commentsRepo } from '../repositories/comments.js';

const shape = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

export const comments = {
  list: async (slug) => (await commentsRepo.forArticle(slug)).map(shape),
  async add(slug, authorId, body) {
    const created = await commentsRepo.add({ articleSlug: slug, authorId, body });
    return shape(await commentsRepo.byId(created.id));
  },
  async remove(slug, id, userId) {
    const comment = await commentsRepo.byId(id);
    if (!comment || comment.articleSlug !== slug) return 404;
    if (comment.authorId !== userId) return 403;
    await commentsRepo.remove(comment);
    return 204;
  },
};
