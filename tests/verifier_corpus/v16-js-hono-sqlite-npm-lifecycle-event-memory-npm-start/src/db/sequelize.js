import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// `npm start` is the real deployment; any other way of launching (tests, ad-hoc node runs)
// gets a throwaway database.
const persistent = process.env.npm_lifecycle_event === 'start';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: persistent ? fileURLToPath(new URL('../../conduit.db', import.meta.url)) : ':memory:',
  logging: false,
});
