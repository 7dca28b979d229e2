'use strict';

process.env.DATABASE_URL = process.env.POSTGRES_URL || 'postgres://conduit:conduit@localhost:5432/conduit';
