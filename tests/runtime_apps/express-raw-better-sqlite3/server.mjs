// A Conduit subset with hand-written SQL over better-sqlite3 (an ES module), as an agent might
// write it without an ORM: test data for the runtime ORM verifier (every statement is raw).
import Database from 'better-sqlite3';
import express from 'express';

const db = new Database('conduit.db');
db.pragma('journal_mode = WAL');
db.exec(`CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password TEXT NOT NULL, bio TEXT DEFAULT '', image TEXT DEFAULT '');
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE NOT NULL, title TEXT, description TEXT, body TEXT,
  tags TEXT DEFAULT '', author_id INTEGER NOT NULL, created_at TEXT, updated_at TEXT)`);

const findUser = db.prepare('SELECT * FROM users WHERE id = ?');
const findArticle = db.prepare('SELECT * FROM articles WHERE slug = ?');
const app = express();
app.use(express.json());
const tokenUser = (req) => {
  const id = Number((req.get('Authorization') || '').replace(/^Token u/, ''));
  return id ? findUser.get(id) : undefined;
};
const userJson = (u, token) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, ...(token ? { token } : {}) } });
const articleJson = (a) => {
  const author = db.prepare('SELECT username, bio, image FROM users WHERE id = ?').get(a.author_id);
  return { slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags ? a.tags.split(',') : [],
    createdAt: a.created_at, updatedAt: a.updated_at, favorited: false, favoritesCount: 0, author: { ...author, following: false } };
};

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.post('/api/users', (req, res) => {
  const { username, email, password } = req.body.user || {};
  try {
    const info = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, password);
    const user = findUser.get(info.lastInsertRowid);
    res.status(201).json(userJson(user, `u${user.id}`));
  } catch (err) { res.status(422).json({ errors: { body: [String(err)] } }); }
});
app.post('/api/users/login', (req, res) => {
  const { email, password } = req.body.user || {};
  const user = db.prepare('SELECT * FROM users WHERE email = @email AND password = @password').get({ email, password });
  return user ? res.json(userJson(user, `u${user.id}`)) : res.status(401).json({ errors: { body: ['invalid'] } });
});
app.get('/api/user', (req, res) => {
  const user = tokenUser(req);
  return user ? res.json(userJson(user)) : res.status(401).json({ errors: { body: ['unauthorized'] } });
});
app.get('/api/articles', (req, res) => {
  const rows = db.prepare('SELECT * FROM articles ORDER BY created_at DESC').all();
  res.json({ articles: rows.map(articleJson), articlesCount: rows.length });
});
app.post('/api/articles', (req, res) => {
  const user = tokenUser(req);
  const a = req.body.article || {};
  const slug = String(a.title).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const now = new Date().toISOString();
  const insert = db.transaction(() => db.prepare(
    'INSERT INTO articles (slug, title, description, body, tags, author_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(slug, a.title, a.description, a.body, (a.tagList || []).join(','), user.id, now, now));
  insert();
  res.status(201).json({ article: articleJson(findArticle.get(slug)) });
});
app.get('/api/articles/:slug', (req, res) => {
  const row = findArticle.get(req.params.slug);
  return row ? res.json({ article: articleJson(row) }) : res.status(404).json({ errors: { body: ['not found'] } });
});
app.delete('/api/articles/:slug', (req, res) => {
  db.prepare('DELETE FROM articles WHERE slug = ?').run(req.params.slug);
  res.status(204).end();
});
app.get('/api/tags', (req, res) => {
  const rows = db.prepare('select tags from articles').all();
  res.json({ tags: [...new Set(rows.flatMap((r) => (r.tags ? r.tags.split(',') : [])))] });
});

app.listen(3000, '0.0.0.0');
