const path = require('path');
const orm = require('orm');

const DB_FILE = path.join(__dirname, '..', 'conduit.sqlite');

// node-orm2: models are defined on the connection, db.sync() creates the tables
async function connect() {
  const db = await orm.connectAsync(`sqlite://${DB_FILE}`);

  const User = db.define('user', {
    username: { type: 'text', unique: true, required: true },
    email: { type: 'text', unique: true, required: true },
    password: { type: 'text', required: true },
    bio: { type: 'text' },
    image: { type: 'text' },
  });

  const Article = db.define('article', {
    slug: { type: 'text', unique: true, required: true },
    title: { type: 'text', required: true },
    description: { type: 'text', required: true },
    body: { type: 'text', big: true, required: true },
    tagList: { type: 'object' },
    createdAt: { type: 'date', time: true },
    updatedAt: { type: 'date', time: true },
  });

  Article.hasOne('author', User, { reverse: 'articles', autoFetch: true });

  await new Promise((resolve, reject) => db.sync((err) => (err ? reject(err) : resolve())));
  return { db, User, Article };
}

module.exports = { connect };
