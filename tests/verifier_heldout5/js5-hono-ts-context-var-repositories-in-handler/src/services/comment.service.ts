import type { ArticleRepository } from '../repositories/article.repository.js';
import type { CommentRepository } from '../repositories/comment.repository.js';

export class CommentService {
  constructor(private readonly articles: ArticleRepository, private readonly comments: CommentRepository) {}

  async add(slug: string, authorId: number, body: string) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return (await this.comments.add(article.get('id') as number, authorId, body)).toJSON();
  }
}
