// Embedded file database: one file per collection under ./data, no server to run.
const path = require('path');
const Datastore = require('@seald-io/nedb');

const file = (name) => path.join(__dirname, '..', '..', 'data', `${name}.db`);

const users = new Datastore({ filename: file('users'), autoload: true });
const articles = new Datastore({ filename: file('articles'), autoload: true });

users.ensureIndex({ fieldName: 'email', unique: true });
users.ensureIndex({ fieldName: 'username', unique: true });
articles.ensureIndex({ fieldName: 'slug', unique: true });

module.exports = { users, articles };
