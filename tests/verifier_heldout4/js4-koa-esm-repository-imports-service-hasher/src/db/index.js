import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// src/db/ -> ../../ is the project root.
const storage = fileURLToPath(new URL('../../conduit.sqlite', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
