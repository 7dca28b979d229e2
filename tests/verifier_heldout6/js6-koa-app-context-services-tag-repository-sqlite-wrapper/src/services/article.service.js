module.exports = function createArticleService({ articles, tags }) {
  const view = (a) => ({
    slug: a.slug, title: a.title, description: a.description, body: a.body,
    tagList: (a.Tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: false, favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  return {
    async list({ limit = 20, offset = 0 }) {
      const { rows, count } = await articles.page(Number(limit), Number(offset));
      return { articles: rows.map(view), articlesCount: count };
    },
    async create(authorId, { title, description, body, tagList = [] }) {
      const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
      const created = await articles.insert({ slug, title, description, body, authorId });
      await tags.attach(created.id, tagList);
      return view(await articles.bySlug(slug));
    },
    tags: () => tags.popular(),
  };
};
