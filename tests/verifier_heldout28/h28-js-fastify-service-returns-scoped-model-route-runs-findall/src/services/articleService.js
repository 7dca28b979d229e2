const articleRepository = require('../repositories/articleRepository');
const userRepository = require('../repositories/userRepository');

function toArticle(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

module.exports = {
  toArticle,

  // Query object for the global list: newest first, with authors.
  listQuery() {
    return articleRepository.scoped('withAuthor', 'newestFirst');
  },

  // Query object for the feed of a user: only authors they follow.
  async feedQuery(userId) {
    const ids = await userRepository.followeeIds(userId);
    return articleRepository.scoped('withAuthor', 'newestFirst', { method: ['byAuthors', ids] });
  },

  async create(authorId, { title, description, body }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    await articleRepository.create({ slug, title, description, body, authorId });
    return toArticle(await articleRepository.findBySlug(slug));
  },
};
