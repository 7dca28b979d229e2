import { Favorite, Article } from '../models';
import { searchArticles, findArticleBySlug, ArticleQuery } from '../repositories/article.repository';

async function present(article: Article, viewerId?: number) {
  const [favoritesCount, mine] = await Promise.all([
    Favorite.count({ where: { articleId: article.id } }),
    viewerId ? Favorite.findOne({ where: { articleId: article.id, userId: viewerId } }) : null,
  ]);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [] as string[],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: Boolean(mine),
    favoritesCount,
    author: {
      username: article.author!.username,
      bio: article.author!.bio,
      image: article.author!.image,
      following: false,
    },
  };
}

export async function listArticles(query: ArticleQuery, viewerId?: number) {
  const { rows, count } = await searchArticles(query);
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

export async function getArticle(slug: string, viewerId?: number) {
  const article = await findArticleBySlug(slug);
  return article ? present(article, viewerId) : null;
}
