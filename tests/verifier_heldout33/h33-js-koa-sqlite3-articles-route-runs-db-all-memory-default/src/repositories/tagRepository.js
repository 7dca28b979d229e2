const { all } = require('./database');
module.exports = { names: async () => (await all('SELECT name FROM tags ORDER BY name')).map((r) => r.name) };
