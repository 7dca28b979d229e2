const Keyv = require('keyv');
const KeyvSqlite = require('@keyv/sqlite');

// follower id -> array of followed user ids
const followStore = new Keyv({ store: new KeyvSqlite('sqlite://data/conduit.sqlite'), namespace: 'follows' });

followStore.on('error', (err) => console.error('follow store error', err));

module.exports = { followStore };
