export const createArticleService = ({ articles, users }) => ({
  async list({ limit = 20, offset = 0, author }) {
    const authorRow = author ? await users.findByUsername(author) : null;
    const { rows, count } = await articles.page({ limit: +limit, offset: +offset, authorId: authorRow?.id });
    return { articles: rows.map(view), articlesCount: count };
  },
  async get(slug) {
    const a = await articles.bySlug(slug);
    if (!a) throw Object.assign(new Error('not found'), { statusCode: 404 });
    return view(a);
  },
});

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});
