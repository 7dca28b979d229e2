// First working version of the API: one file, better-sqlite3, hand-written SQL.
const path = require('path');
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const Database = require('better-sqlite3');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const db = new Database(path.join(__dirname, 'conduit.db'));
db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL, username TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT
  );
  CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL,
    body TEXT NOT NULL, tag_list TEXT NOT NULL DEFAULT '[]', author_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP, updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
  );
`);

const app = new Koa();
const router = new Router({ prefix: '/api' });
const sign = (u) => jwt.sign({ id: u.id }, SECRET);
const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  const info = db.prepare('INSERT INTO users (email, username, password) VALUES (?, ?, ?)')
    .run(email, username, bcrypt.hashSync(password, 10));
  ctx.status = 201;
  ctx.body = { user: userJson(db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid)) };
});

router.post('/users/login', (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const u = db.prepare('SELECT * FROM users WHERE email = ?').get(email);
  if (!u || !bcrypt.compareSync(password || '', u.password)) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: userJson(u) };
});

router.get('/articles', (ctx) => {
  const limit = Number(ctx.query.limit) || 20;
  const offset = Number(ctx.query.offset) || 0;
  const rows = db.prepare(`
    SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id
    ORDER BY a.created_at DESC LIMIT ? OFFSET ?`).all(limit, offset);
  ctx.body = {
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: JSON.parse(r.tag_list),
      createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: r.bio, image: r.image, following: false },
    })),
    articlesCount: db.prepare('SELECT COUNT(*) AS n FROM articles').get().n,
  };
});

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000, () => console.log('prototype listening on 3000'));
