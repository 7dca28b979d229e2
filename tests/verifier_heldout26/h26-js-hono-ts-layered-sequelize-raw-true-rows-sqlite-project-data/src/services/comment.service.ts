import type { CommentRepository } from '../repositories/comment.repository';
import type { UserRepository } from '../repositories/user.repository';
import { HttpError } from './errors';

export class CommentService {
  constructor(private readonly comments: CommentRepository, private readonly users: UserRepository) {}

  async list(slug: string, viewerId?: number) {
    const rows = await this.comments.forArticle(slug);
    return Promise.all(rows.map(async (c) => ({
      id: c.id,
      body: c.body,
      createdAt: new Date(c.createdAt).toISOString(),
      updatedAt: new Date(c.updatedAt).toISOString(),
      author: {
        username: c.author.username,
        bio: c.author.bio,
        image: c.author.image,
        following: viewerId ? await this.users.follows(viewerId, c.author.id) : false,
      },
    })));
  }

  async add(slug: string, authorId: number, body?: string) {
    if (!body) throw new HttpError(422, 'body is required');
    const id = await this.comments.add(slug, authorId, body);
    return (await this.list(slug, authorId)).find((c) => c.id === id)!;
  }

  async remove(id: number, userId: number) {
    if (!(await this.comments.remove(id, userId))) throw new HttpError(403, 'not allowed');
  }
}
