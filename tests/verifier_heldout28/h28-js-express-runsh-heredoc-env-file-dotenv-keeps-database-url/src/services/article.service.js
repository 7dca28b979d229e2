const articles = require('../repositories/article.repository');
const users = require('../repositories/user.repository');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.list = async (query) => {
  let authorId;
  if (query.author) {
    const author = await users.findByUsername(query.author);
    authorId = author ? author.id : -1;
  }
  const { rows, count } = await articles.findMany({
    tag: query.tag,
    authorId,
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
  });
  return { articles: rows.map(present), articlesCount: count };
};

exports.create = async (userId, input) => {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  await articles.create({ ...input, slug, tagList: input.tagList || [], authorId: userId });
  return present(await articles.findBySlug(slug));
};
