import postgres from 'postgres';

// No options: host, port, user, password and database come from the PG* variables.
export const sql = postgres({ max: 10 });
