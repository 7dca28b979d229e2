const { bookshelf } = require('./bookshelf');

const User = bookshelf.model('User', { tableName: 'users', hidden: ['password'] });
const Tag = bookshelf.model('Tag', { tableName: 'tags' });

module.exports = { User, Tag };
