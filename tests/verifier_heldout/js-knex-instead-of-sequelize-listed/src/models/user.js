module.exports = { table: 'users' };
