'use strict';

const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { Database } = require('node-sqlite3-wasm');
const config = require('./config');

const db = new Database(config.dbFile);
db.exec('CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/tags', (ctx) => {
  ctx.body = { tags: db.all('SELECT name FROM tags ORDER BY name').map((row) => row.name) };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(config.port, '0.0.0.0');

process.on('SIGTERM', () => { db.close(); process.exit(0); });
