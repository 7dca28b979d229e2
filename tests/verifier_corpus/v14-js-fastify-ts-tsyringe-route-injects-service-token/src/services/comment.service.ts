import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../tokens';
import type { CommentDto, ICommentRepository } from '../models/comment';

@injectable()
export class CommentService {
  constructor(@inject(TOKENS.CommentRepository) private readonly repository: ICommentRepository) {}

  async list(slug: string): Promise<CommentDto[]> {
    const rows = await this.repository.forArticle(slug);
    return rows.map(({ id, body, author, createdAt }) => ({ id, body, author, createdAt }));
  }

  async add(slug: string, author: string, body: string): Promise<CommentDto> {
    if (!body?.trim()) throw Object.assign(new Error('body can\'t be empty'), { statusCode: 422 });
    const { id, createdAt } = await this.repository.insert(slug, author, body);
    return { id, body, author, createdAt };
  }

  async remove(slug: string, id: number): Promise<boolean> {
    return (await this.repository.remove(slug, id)) > 0;
  }
}
