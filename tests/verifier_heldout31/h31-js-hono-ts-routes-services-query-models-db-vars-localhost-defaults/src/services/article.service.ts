import slugify from 'slugify';
import { Article } from '../models/article.js';

export class ArticleNotFound extends Error {}

export const articleService = {
  async get(slug: string) {
    const article = await Article.findOne({ where: { slug } });
    if (!article) throw new ArticleNotFound(slug);
    return article;
  },
  async create(authorId: number, input: { title: string; description: string; body: string }) {
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    return Article.create({ ...input, slug, authorId });
  },
  async update(slug: string, changes: Partial<{ title: string; description: string; body: string }>) {
    const article = await this.get(slug);
    return article.update(changes);
  },
};
