import { Sequelize } from 'sequelize';

// relative to the directory the server is started from
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
