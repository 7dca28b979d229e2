import type { Repositories } from '../repositories';

export function makeArticleService(repos: Repositories) {
  return {
    async get(slug: string, viewerId?: number) {
      const article = await repos.articles.findBySlug(slug);
      if (!article) return null;
      const author = await repos.users.findById(article.authorId);
      return {
        slug: article.slug,
        title: article.title,
        author: {
          username: author!.username,
          bio: author!.bio,
          image: author!.image,
          following: await repos.follows.isFollowing(viewerId, article.authorId),
        },
      };
    },
  };
}
export type ArticleService = ReturnType<typeof makeArticleService>;
