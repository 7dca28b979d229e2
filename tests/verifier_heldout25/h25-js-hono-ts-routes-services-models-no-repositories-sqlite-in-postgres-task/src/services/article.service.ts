import { Article } from '../models/article.model.js';
import { User } from '../models/user.model.js';

export interface NewArticle {
  title: string;
  description: string;
  body: string;
  tagList?: string[];
}

const slugify = (s: string) => `${s.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

export class ArticleService {
  async list(limit: number, offset: number) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  async bySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  async create(authorId: number, input: NewArticle) {
    const article = await Article.create({ ...input, tagList: input.tagList ?? [], slug: slugify(input.title), authorId });
    return this.bySlug(article.slug);
  }

  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))].sort();
  }
}

export const articleService = new ArticleService();
