const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const repos = require('../repositories');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  async register({ email, username, password }) {
    return userJson(await repos.users.create({ email, username, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await repos.users.byEmail(email);
    if (!u || !(await bcrypt.compare(password, u.password))) return null;
    return userJson(u);
  },
  async listArticles(limit = 20, offset = 0) {
    const { rows, count } = await repos.articles.page(Number(limit), Number(offset));
    return {
      articles: rows.map((a) => ({
        slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
        createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
        author: { ...a.author.get({ plain: true }), following: false },
      })),
      articlesCount: count,
    };
  },
};
