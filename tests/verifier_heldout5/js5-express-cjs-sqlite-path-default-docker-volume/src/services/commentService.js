const comments = require('../repositories/commentRepository');

module.exports = {
  async list(slug) {
    return (await comments.forArticle(slug)).map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
    }));
  },
};
