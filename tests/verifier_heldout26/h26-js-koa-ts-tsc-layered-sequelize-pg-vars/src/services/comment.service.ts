import { CommentRepository } from '../repositories/comment.repository';
import type { Comment } from '../models/comment.model';
import type { User } from '../models/user.model';
import { ServiceError } from './errors';

type WithAuthor = Comment & { author?: User };

const view = (c: WithAuthor) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.author!.username, bio: c.author!.bio, image: c.author!.image, following: false },
});

export class CommentService {
  constructor(private readonly comments = new CommentRepository()) {}

  async list(slug: string) {
    return (await this.comments.forArticle(slug)).map((c) => view(c as WithAuthor));
  }

  async add(slug: string, userId: number, body?: string) {
    if (!body) throw new ServiceError(422, 'body is required');
    return view((await this.comments.create(slug, userId, body)) as WithAuthor);
  }

  async remove(id: number, userId: number) {
    const c = await this.comments.findById(id);
    if (!c) throw new ServiceError(404, 'comment not found');
    if (c.authorId !== userId) throw new ServiceError(403, 'forbidden');
    await this.comments.delete(c);
  }
}
