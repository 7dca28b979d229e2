// A Conduit subset with hand-written SQL over node-sqlite3 (CommonJS), as an agent might write it
// without an ORM: test data for the runtime ORM verifier (every statement is raw).
const express = require('express');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database('conduit.db');
const run = (sql, params = []) => new Promise((ok, ko) => db.run(sql, params, function (err) { err ? ko(err) : ok(this); }));
const get = (sql, params = []) => new Promise((ok, ko) => db.get(sql, params, (err, row) => (err ? ko(err) : ok(row))));
const all = (sql, params = []) => new Promise((ok, ko) => db.all(sql, params, (err, rows) => (err ? ko(err) : ok(rows))));

db.serialize(() => {
  db.exec(`CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT DEFAULT '', image TEXT DEFAULT '');
  CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE NOT NULL, title TEXT, description TEXT, body TEXT,
    tags TEXT DEFAULT '', author_id INTEGER NOT NULL, created_at TEXT, updated_at TEXT);`);
});

const app = express();
app.use(express.json());
const tokenUser = async (req) => {
  const header = req.get('Authorization') || '';
  const id = Number(header.replace(/^Token u/, ''));
  return id ? get('SELECT * FROM users WHERE id = ?', [id]) : undefined;
};
const userJson = (u, token) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, ...(token ? { token } : {}) } });
const articleJson = async (a) => {
  const author = await get('SELECT username, bio, image FROM users WHERE id = ?', [a.author_id]);
  return { slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags ? a.tags.split(',') : [],
    createdAt: a.created_at, updatedAt: a.updated_at, favorited: false, favoritesCount: 0, author: { ...author, following: false } };
};

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.post('/api/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  try {
    const result = await run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, password]);
    const user = await get('SELECT * FROM users WHERE id = ?', [result.lastID]);
    res.status(201).json(userJson(user, `u${user.id}`));
  } catch (err) { res.status(422).json({ errors: { body: [String(err)] } }); }
});
app.post('/api/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await get('SELECT * FROM users WHERE email = ? AND password = ?', [email, password]);
  return user ? res.json(userJson(user, `u${user.id}`)) : res.status(401).json({ errors: { body: ['invalid'] } });
});
app.get('/api/user', async (req, res) => {
  const user = await tokenUser(req);
  return user ? res.json(userJson(user)) : res.status(401).json({ errors: { body: ['unauthorized'] } });
});
app.put('/api/user', async (req, res) => {
  const user = await tokenUser(req);
  const changes = req.body.user || {};
  await run('UPDATE users SET email = COALESCE(?, email), bio = COALESCE(?, bio) WHERE id = ?', [changes.email, changes.bio, user.id]);
  res.json(userJson(await get('SELECT * FROM users WHERE id = ?', [user.id])));
});
app.get('/api/articles', async (req, res) => {
  const rows = await all('SELECT articles.* FROM articles ORDER BY created_at DESC');
  res.json({ articles: await Promise.all(rows.map(articleJson)), articlesCount: rows.length });
});
app.post('/api/articles', async (req, res) => {
  const user = await tokenUser(req);
  const a = req.body.article || {};
  const slug = String(a.title).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const now = new Date().toISOString();
  await run('INSERT INTO articles (slug, title, description, body, tags, author_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [slug, a.title, a.description, a.body, (a.tagList || []).join(','), user.id, now, now]);
  res.status(201).json({ article: await articleJson(await get('SELECT * FROM articles WHERE slug = ?', [slug])) });
});
app.get('/api/articles/:slug', async (req, res) => {
  const row = await get('SELECT * FROM articles WHERE slug = ?', [req.params.slug]);
  return row ? res.json({ article: await articleJson(row) }) : res.status(404).json({ errors: { body: ['not found'] } });
});
app.put('/api/articles/:slug', async (req, res) => {
  const stmt = db.prepare('UPDATE articles SET body = ?, updated_at = ? WHERE slug = ?');
  await new Promise((ok) => stmt.run([req.body.article.body, new Date().toISOString(), req.params.slug], ok));
  stmt.finalize();
  const row = await get('SELECT * FROM articles WHERE slug = ?', [req.params.slug]);
  res.json({ article: await articleJson(row) });
});
app.delete('/api/articles/:slug', async (req, res) => {
  await run('DELETE FROM articles WHERE slug = ?', [req.params.slug]);
  res.status(204).end();
});
app.get('/api/tags', async (req, res) => {
  const rows = await all('select tags from articles');
  res.json({ tags: [...new Set(rows.flatMap((r) => (r.tags ? r.tags.split(',') : [])))] });
});

app.listen(3000, '0.0.0.0');
