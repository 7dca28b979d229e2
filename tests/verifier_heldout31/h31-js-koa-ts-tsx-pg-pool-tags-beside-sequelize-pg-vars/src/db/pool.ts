import { Pool } from 'pg';

// plain pool (PG* variables) for the read-heavy aggregate endpoints
export const pool = new Pool();
