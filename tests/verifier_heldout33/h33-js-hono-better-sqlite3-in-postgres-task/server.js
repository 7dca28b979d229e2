const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const Database = require('better-sqlite3');
const path = require('path');

// Simple embedded database: no server to manage.
const db = new Database(path.join(__dirname, 'conduit.sqlite'));
db.exec(`CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);`);

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', (c) => c.json({ tags: db.prepare('SELECT name FROM tags ORDER BY name').all().map((t) => t.name) }));

serve({ fetch: app.fetch, port: 3000 });
