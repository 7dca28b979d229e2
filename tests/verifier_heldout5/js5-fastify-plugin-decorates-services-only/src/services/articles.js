'use strict';

module.exports = function articlesService({ articles, profiles }) {
  async function present(article, viewerId) {
    return {
      slug: article.slug, title: article.title, description: article.description, body: article.body,
      tagList: [...article.tagList].sort(), createdAt: article.createdAt, updatedAt: article.updatedAt,
      favorited: viewerId ? await articles.favoritedBy(article, viewerId) : false,
      favoritesCount: await articles.favoritesCount(article),
      author: await profiles.view(article.author.username, viewerId),
    };
  }
  return {
    async list(q, viewerId) {
      const { rows, count } = await articles.page({ tag: q.tag, author: q.author, limit: Number(q.limit) || 20, offset: Number(q.offset) || 0 });
      return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
    },
    async create(input, authorId) {
      const slug = `${input.title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
      await articles.insert({ ...input, tagList: input.tagList || [], slug, authorId });
      return present(await articles.bySlug(slug), authorId);
    },
    tags: () => articles.allTags(),
  };
};
