module.exports = {
  url: process.env.DATABASE_URL,
  options: { dialect: 'postgres', logging: false, pool: { max: 5 } },
};
