module.exports = { db: { dialect: 'postgres', url: process.env.DATABASE_URL, logging: false } };
