import type { commentsRepository } from '../repositories/comments.js';

export const commentsService = (repo: ReturnType<typeof commentsRepository>) => ({
  async list(slug: string) {
    const rows: any[] = await repo.forArticle(slug);
    return rows.map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
    }));
  },
  add: (slug: string, authorId: number, body: string) => repo.create({ articleSlug: slug, authorId, body }),
});
