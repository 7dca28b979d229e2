module.exports = { table: 'articles' };
