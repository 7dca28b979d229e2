'use strict';

const fs = require('fs');
const path = require('path');

// Favorites change often and are only ever looked up by article: a small JSON
// document ({ "<articleId>": [userId, ...] }) is enough for them.
const FILE = path.join(__dirname, '..', '..', 'data', 'favorites.json');

async function load() {
  try {
    return JSON.parse(await fs.promises.readFile(FILE, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
}

async function save(data) {
  await fs.promises.mkdir(path.dirname(FILE), { recursive: true });
  await fs.promises.writeFile(FILE, JSON.stringify(data, null, 2));
}

async function add(articleId, userId) {
  const data = await load();
  const users = new Set(data[articleId] || []);
  users.add(userId);
  data[articleId] = [...users];
  await save(data);
}

async function remove(articleId, userId) {
  const data = await load();
  data[articleId] = (data[articleId] || []).filter((id) => id !== userId);
  await save(data);
}

async function stats(articleId, userId) {
  const users = (await load())[articleId] || [];
  return { favorited: userId !== undefined && users.includes(userId), favoritesCount: users.length };
}

module.exports = { add, remove, stats };
