import { Comment, User } from '../repositories';
import { ServiceError } from './user.service';

const view = (c: Comment) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.author!.username, bio: c.author!.bio, image: c.author!.image, following: false },
});

export async function list(slug: string) {
  const rows = await Comment.findAll({ where: { articleSlug: slug }, include: [{ model: User, as: 'author' }] });
  return rows.map(view);
}

export async function add(slug: string, authorId: number, body: string) {
  if (!body) throw new ServiceError(422, 'body is required');
  const created = await Comment.create({ articleSlug: slug, authorId, body });
  const full = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  return view(full!);
}

export async function remove(id: number, userId: number) {
  const comment = await Comment.findByPk(id);
  if (!comment) throw new ServiceError(404, 'comment not found');
  if (comment.authorId !== userId) throw new ServiceError(403, 'forbidden');
  await comment.destroy();
}
