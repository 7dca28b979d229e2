import { commentRepository } from '../repositories/comments.js';

export async function listComments(slug) {
  const rows = await commentRepository.bySlug(slug);
  return rows.map((c) => ({
    id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
    author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
  }));
}
