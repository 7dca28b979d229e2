const Keyv = require('keyv');
const KeyvSqlite = require('@keyv/sqlite');

// favorites: article slug -> array of user ids
const favorites = new Keyv({
  store: new KeyvSqlite({ uri: 'sqlite://data/conduit.sqlite', table: 'favorites' }),
  namespace: 'favorites',
});

favorites.on('error', (err) => console.error('favorites store error', err));

async function usersWhoFavorited(slug) {
  return (await favorites.get(slug)) || [];
}

module.exports = {
  async add(slug, userId) {
    const ids = new Set(await usersWhoFavorited(slug));
    ids.add(userId);
    await favorites.set(slug, [...ids]);
    return ids.size;
  },
  async remove(slug, userId) {
    const ids = (await usersWhoFavorited(slug)).filter((id) => id !== userId);
    await favorites.set(slug, ids);
    return ids.length;
  },
  async state(slug, userId) {
    const ids = await usersWhoFavorited(slug);
    return { favorited: userId ? ids.includes(userId) : false, favoritesCount: ids.length };
  },
};
