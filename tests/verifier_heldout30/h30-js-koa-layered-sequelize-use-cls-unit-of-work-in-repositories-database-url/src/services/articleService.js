const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');
const { withTransaction } = require('../repositories/unitOfWork');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name).sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.list = async (limit, offset) => {
  const { rows, count } = await articles.page(limit, offset);
  return { articles: rows.map(present), articlesCount: count };
};

exports.create = async (authorId, { title, description, body, tagList = [] }) => {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await withTransaction(async () => {
    const article = await articles.insert({ slug, title, description, body, authorId });
    await articles.setTags(article.id, await tags.ensure(tagList));
  });
  return present(await articles.bySlug(slug));
};

exports.tags = () => tags.names();
