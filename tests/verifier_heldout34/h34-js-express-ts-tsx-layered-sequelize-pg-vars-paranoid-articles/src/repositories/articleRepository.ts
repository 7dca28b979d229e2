import { Article } from '../models';

export const articleRepository = {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  },
  list(limit: number, offset: number) {
    return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  },
  create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return Article.create(data);
  },
  async remove(article: Article) {
    await article.destroy();
  },
};
