import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// runtime state lives in <project>/var (ignored by git except .gitkeep)
const storage = fileURLToPath(new URL('../../var/conduit.sqlite', import.meta.url));
export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
