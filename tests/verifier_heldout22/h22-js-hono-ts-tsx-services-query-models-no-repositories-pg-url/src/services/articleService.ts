import { Article, Favorite, User } from '../models';

export async function listArticles(limit = 20, offset = 0) {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
}

export async function favorite(slug: string, userId: number) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return null;
  await Favorite.create({ userId, articleId: article.get('id') });
  return article.toJSON();
}
