import pg from 'pg';

// node-postgres reads PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE itself.
export const pool = new pg.Pool({ max: 10 });

export const query = (text, params) => pool.query(text, params);
