import { HTTPException } from 'hono/http-exception';
import { commentRepository } from '../repositories/comment-repository.js';

const view = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.author?.username, bio: c.author?.bio ?? null, image: c.author?.image ?? null, following: false },
});

export const list = async (slug) => (await commentRepository.forArticle(slug)).map(view);

export async function remove(id, userId) {
  const comment = await commentRepository.byId(id);
  if (!comment) throw new HTTPException(404, { message: 'comment not found' });
  if (comment.authorId !== userId) throw new HTTPException(403, { message: 'not your comment' });
  await commentRepository.remove(comment);
}
