import { ArticleEntity, UserEntity } from '../entities/index.js';

export class ArticleDao {
  page(limit: number, offset: number) {
    return ArticleEntity.findAndCountAll({
      include: [{ model: UserEntity, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }
  bySlug(slug: string) {
    return ArticleEntity.findOne({ where: { slug }, include: [{ model: UserEntity, as: 'author' }] });
  }
  insert(values: Pick<ArticleEntity, 'slug' | 'title' | 'description' | 'body' | 'authorId'>) {
    return ArticleEntity.create(values);
  }
  async bumpFavorites(article: ArticleEntity, by: 1 | -1) {
    await article.increment('favoritesCount', { by });
    return article.reload({ include: [{ model: UserEntity, as: 'author' }] });
  }
}
