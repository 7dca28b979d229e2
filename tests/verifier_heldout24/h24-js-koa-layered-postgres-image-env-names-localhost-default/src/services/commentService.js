const comments = require('../repositories/commentRepository');

const view = (c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false } });

module.exports = {
  list: async (slug) => (await comments.forArticle(slug)).map(view),
  add: async (slug, username, body) => view(await comments.create({ articleSlug: slug, authorUsername: username, body })),
  async remove(id, username) {
    const c = await comments.find(id);
    if (!c) return 404;
    if (c.authorUsername !== username) return 403;
    await comments.delete(c);
    return 200;
  },
};
