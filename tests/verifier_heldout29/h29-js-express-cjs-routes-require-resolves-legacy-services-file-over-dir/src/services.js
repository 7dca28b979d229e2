// First version of the business logic (before the repository layer was split out).
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User, Article } = require('./models');

const SECRET = process.env.JWT_SECRET || 'conduit';

const token = (user) => jwt.sign({ id: user.id }, SECRET);
const userView = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: token(u) });
const articleView = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

const userService = {
  SECRET,
  async register({ username, email, password }) {
    if (await User.findOne({ where: { email } })) throw Object.assign(new Error('email taken'), { status: 422 });
    const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return userView(user);
  },
  async login({ email, password }) {
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw Object.assign(new Error('invalid credentials'), { status: 401 });
    }
    return userView(user);
  },
};

const articleService = {
  async list({ limit = 20, offset = 0, author }) {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      limit: Number(limit), offset: Number(offset), order: [['createdAt', 'DESC']],
    });
    return { articles: rows.map(articleView), articlesCount: count };
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const a = await Article.create({ slug, title, description, body, tagList, authorId });
    return articleView(await Article.findByPk(a.id, { include: [{ model: User, as: 'author' }] }));
  },
  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))].sort();
  },
};

module.exports = { userService, articleService };
