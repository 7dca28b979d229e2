const Keyv = require('keyv');

// Keyv picks @keyv/postgres from the postgresql:// scheme; keys live in the "keyv" table
const follows = new Keyv(process.env.DATABASE_URL, { namespace: 'follows' });
follows.on('error', (err) => console.error('keyv error:', err));

module.exports = { follows };
