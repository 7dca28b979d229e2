'use strict';

const { sequelize } = require('./models');

// Keep updated_at right even for rows changed outside the application.
const TRIGGER_FUNCTION = `
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
`;

const TRIGGER = `
DROP TRIGGER IF EXISTS comments_touch_updated_at ON comments;
CREATE TRIGGER comments_touch_updated_at BEFORE UPDATE ON comments
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
`;

async function bootstrap() {
  await sequelize.authenticate();
  await sequelize.sync();
  await sequelize.query(TRIGGER_FUNCTION);
  await sequelize.query(TRIGGER);
}

module.exports = { bootstrap };
