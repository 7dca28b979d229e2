import type { ArticleRepository } from '../repositories/articleRepository.js';
import type { CommentRepository } from '../repositories/commentRepository.js';

export class NotFoundError extends Error {}

export class ArticleService {
  constructor(private readonly articles: ArticleRepository, private readonly comments: CommentRepository) {}

  async get(slug: string) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw new NotFoundError('article not found');
    return article;
  }

  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = input.title.toLowerCase().trim().replace(/\W+/g, '-') + '-' + Math.random().toString(36).slice(2, 8);
    return this.articles.insert({ ...input, slug, author_id: authorId });
  }

  async listComments(slug: string) {
    const article = await this.get(slug);
    return this.comments.forArticle(article.id);
  }

  async addComment(slug: string, authorId: number, body: string) {
    if (!body?.trim()) throw new Error('body can\'t be blank');
    const article = await this.get(slug);
    return this.comments.insert(article.id, authorId, body);
  }
}
