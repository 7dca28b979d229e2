import type { ArticleRepository } from '../repositories/ArticleRepository';
import type { CommentRepository } from '../repositories/CommentRepository';

export class DomainError extends Error {
  constructor(public status: number, public field: string, message: string) {
    super(message);
  }
}

export class CommentService {
  private readonly articles: ArticleRepository;
  private readonly comments: CommentRepository;

  constructor({ articleRepository, commentRepository }: { articleRepository: ArticleRepository; commentRepository: CommentRepository }) {
    this.articles = articleRepository;
    this.comments = commentRepository;
  }

  async articleId(slug: string): Promise<number> {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new DomainError(404, 'article', 'not found');
    return article.id;
  }

  async list(slug: string) {
    return this.comments.listForArticle(await this.articleId(slug));
  }

  async add(slug: string, authorId: number, body: string | undefined) {
    if (!body) throw new DomainError(422, 'body', "can't be blank");
    return this.comments.add(await this.articleId(slug), authorId, body);
  }
}
