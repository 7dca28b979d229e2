const articles = require('../repositories/articleRepository');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

async function list(query) {
  const { articles: rows, total } = await articles.list({
    tag: query.tag,
    author: query.author,
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
  });
  return { articles: rows.map(present), articlesCount: total };
}

async function create(authorId, input) {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  return present(await articles.create({ ...input, slug, author_id: authorId }));
}

async function get(slug) {
  const a = await articles.findBySlug(slug);
  return a ? present(a) : null;
}

module.exports = { list, create, get };
