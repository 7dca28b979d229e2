import { commentsRepo } from '../repositories/comments.js';

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

export const commentsService = {
  list: async (slug) => (await commentsRepo.forArticle(slug)).map(view),
  add: async (slug, authorId, body) => view(await commentsRepo.add({ articleSlug: slug, authorId, body })),
};
