module.exports = function makeArticleService({ articleRepository }) {
  const present = async (a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: await articleRepository.favoritesCount(a.id),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  return {
    present,
    async list(query) {
      const { rows, count } = await articleRepository.page({
        tag: query.tag,
        limit: Number(query.limit) || 20,
        offset: Number(query.offset) || 0,
      });
      return { articles: await Promise.all(rows.map(present)), articlesCount: count };
    },
    async create(authorId, { title, description, body, tagList = [] }) {
      const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
      await articleRepository.create({ slug, title, description, body, tagList, authorId });
      return present(await articleRepository.bySlug(slug));
    },
    async favorite(slug, userId) {
      const a = await articleRepository.bySlug(slug);
      if (!a) return null;
      await articleRepository.favorite(userId, a.id);
      return present(a);
    },
  };
};
