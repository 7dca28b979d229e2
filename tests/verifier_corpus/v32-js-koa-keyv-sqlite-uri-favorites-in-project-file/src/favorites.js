'use strict';

const Keyv = require('keyv');
const { KV_DB } = require('./paths');

// Keyv with its SQLite adapter (@keyv/sqlite, picked from the URI scheme): one row per article.
const store = new Keyv(`sqlite://${KV_DB}`, { namespace: 'favorites' });
store.on('error', (err) => console.error('keyv error', err));

async function usersFor(slug) {
  return (await store.get(slug)) || [];
}

module.exports = {
  async add(slug, userId) {
    const ids = new Set(await usersFor(slug));
    ids.add(userId);
    await store.set(slug, [...ids]);
  },
  async remove(slug, userId) {
    await store.set(slug, (await usersFor(slug)).filter((id) => id !== userId));
  },
  async state(slug, userId) {
    const ids = await usersFor(slug);
    return { favorited: userId != null && ids.includes(userId), favoritesCount: ids.length };
  },
};
