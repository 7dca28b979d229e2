import psycopg2

conn = psycopg2.connect("postgresql://user:password@postgres/conduit")
