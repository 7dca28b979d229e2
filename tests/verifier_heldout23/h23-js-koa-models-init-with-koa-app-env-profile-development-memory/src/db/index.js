const { Sequelize } = require('sequelize');
const profiles = require('../config/database');

function connect(env) {
  const profile = profiles[env];
  if (!profile) throw new Error(`no database profile for environment "${env}"`);
  return new Sequelize({ ...profile, define: { underscored: true } });
}

module.exports = { connect };
