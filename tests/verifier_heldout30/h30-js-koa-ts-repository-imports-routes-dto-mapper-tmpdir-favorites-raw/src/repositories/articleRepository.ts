import { QueryTypes } from 'sequelize';
import { Article, Favorite, User, sequelize } from '../models/index.js';
import { toArticleDto, type ArticleDto } from '../routes/dto/articleDto.js';

async function favoriteInfo(articleId: number, viewerId?: number) {
  const [row] = await sequelize.query<{ total: number; mine: number }>(
    'SELECT COUNT(*) AS total, SUM(CASE WHEN userId = :viewer THEN 1 ELSE 0 END) AS mine FROM Favorites WHERE articleId = :articleId',
    { replacements: { articleId, viewer: viewerId ?? -1 }, type: QueryTypes.SELECT },
  );
  return { count: Number(row?.total ?? 0), favorited: Number(row?.mine ?? 0) > 0 };
}

export const articleRepository = {
  async bySlug(slug: string, viewerId?: number): Promise<ArticleDto | null> {
    const article = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
    if (!article) return null;
    const fav = await favoriteInfo(article.id, viewerId);
    return toArticleDto(article, fav.count, fav.favorited);
  },
  async idBySlug(slug: string): Promise<number | null> {
    const article = await Article.findOne({ where: { slug }, attributes: ['id'] });
    return article?.id ?? null;
  },
  async create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    await Article.create(data);
    return this.bySlug(data.slug, data.authorId);
  },
  async favorite(articleId: number, userId: number) {
    await Favorite.findOrCreate({ where: { articleId, userId } });
  },
};
