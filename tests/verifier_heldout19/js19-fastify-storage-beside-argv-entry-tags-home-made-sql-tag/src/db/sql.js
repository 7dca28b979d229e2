const { QueryTypes } = require('sequelize');
const sequelize = require('./connection');

// tiny tagged-template helper: sql`SELECT ... WHERE x = ${value}` -> parameterised query
function sql(strings, ...values) {
  const text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? '?' : ''), '');
  return sequelize.query(text, { replacements: values, type: QueryTypes.SELECT });
}

module.exports = { sql };
