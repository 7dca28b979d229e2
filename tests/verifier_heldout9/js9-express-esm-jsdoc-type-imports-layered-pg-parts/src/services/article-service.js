export class NotFoundError extends Error {}

export function createArticleService({ articleRepository, userRepository }) {
  async function present(article, counts) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favoritesCount: counts.get(article.id) ?? 0,
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image },
    };
  }

  return {
    async bySlug(slug) {
      const article = await articleRepository.findBySlug(slug);
      if (!article) throw new NotFoundError(`article ${slug}`);
      return present(article, await articleRepository.favoriteCounts([article.id]));
    },
    async search(term = '', limit = 20, offset = 0) {
      const { rows, count } = await articleRepository.search(term, { limit, offset });
      const counts = await articleRepository.favoriteCounts(rows.map((a) => a.id));
      return { articles: await Promise.all(rows.map((a) => present(a, counts))), articlesCount: count };
    },
    async authorOf(slug) {
      const article = await articleRepository.findBySlug(slug);
      return article ? userRepository.findById(article.authorId) : null;
    },
  };
}
