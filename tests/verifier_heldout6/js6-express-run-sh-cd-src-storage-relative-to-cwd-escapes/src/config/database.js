// SQLite file lives in the repo-level data/ folder (src/config -> ../../data)
module.exports = {
  dialect: 'sqlite',
  storage: process.env.DB_STORAGE || '../../data/conduit.sqlite',
  logging: process.env.SQL_LOG === '1' ? console.log : false,
};
