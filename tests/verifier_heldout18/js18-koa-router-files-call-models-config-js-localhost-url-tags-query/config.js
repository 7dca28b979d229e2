module.exports = {
  db: 'postgres://postgres:postgres@localhost:5432/realworld',
  secret: 'realworld-secret',
};
