import { Service } from 'typedi';
import { ForbiddenError, NotFoundError } from 'routing-controllers';
import { CommentRepository } from '../repositories/CommentRepository';

@Service()
export class CommentService {
  constructor(private readonly comments: CommentRepository) {}

  async list(slug: string) {
    const rows = await this.comments.forArticle(slug);
    return rows.map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author!.username, bio: c.author!.bio, image: c.author!.image, following: false },
    }));
  }

  async add(slug: string, authorId: number, body: string) {
    const created = await this.comments.add(slug, authorId, body);
    return (await this.list(slug)).find((c) => c.id === created.id);
  }

  async remove(id: number, userId: number) {
    const comment = await this.comments.findById(id);
    if (!comment) throw new NotFoundError('comment not found');
    if (comment.authorId !== userId) throw new ForbiddenError('not your comment');
    await this.comments.remove(id);
  }
}
