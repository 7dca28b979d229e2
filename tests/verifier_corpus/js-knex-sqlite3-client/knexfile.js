module.exports = {
  client: 'sqlite3',
  connection: { filename: './data/conduit.sqlite3' },
  useNullAsDefault: true,
  migrations: { directory: './migrations' },
};
