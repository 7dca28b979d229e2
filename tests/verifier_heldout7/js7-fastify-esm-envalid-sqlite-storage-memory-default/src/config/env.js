import { cleanEnv, port, str } from 'envalid';

export const env = cleanEnv(process.env, {
  PORT: port({ default: 3000 }),
  JWT_SECRET: str({ default: 'conduit-dev-secret' }),
  SQLITE_STORAGE: str({ default: ':memory:', desc: 'path of the SQLite file' }),
  LOG_LEVEL: str({ default: 'info', choices: ['fatal', 'error', 'warn', 'info', 'debug'] }),
});
