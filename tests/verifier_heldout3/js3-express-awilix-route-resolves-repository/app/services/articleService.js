module.exports = ({ articleRepository, profileService }) => ({
  async list({ limit = 20, offset = 0 }, viewerId) {
    const { rows, count } = await articleRepository.page(Number(limit), Number(offset));
    const articles = await Promise.all(
      rows.map(async (a) => ({
        slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
        createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
        author: await profileService.toProfile(a.author, viewerId),
      })),
    );
    return { articles, articlesCount: count };
  },
});
