module.exports = {
  client: 'sqlite3',
  connection: { filename: './conduit.sqlite3' },
  useNullAsDefault: true,
};
