// Emails are unique regardless of case; an expression index cannot be declared with addIndex.
async function up({ context: queryInterface }) {
  await queryInterface.sequelize.query('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))');
}

async function down({ context: queryInterface }) {
  await queryInterface.sequelize.query('DROP INDEX IF EXISTS users_email_lower');
}

module.exports = { up, down };
