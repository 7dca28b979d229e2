import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: ':memory:' },
    port: { type: 'string', default: '3000' },
  },
  strict: false,
});

export const options = { db: values.db, port: Number(values.port) };
