import { Article } from '../models/article';
import { slugify, uniqueSlug } from '../services/slug';

export class ArticleRepository {
  async insert(input: { title: string; description: string; body: string; authorId: number }) {
    const slug = await uniqueSlug(slugify(input.title), async (s) => (await Article.count({ where: { slug: s } })) > 0);
    return Article.create({ ...input, slug });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }
}
