DATABASE_URL = "postgresql+psycopg2://user:password@postgres:5432/conduit"
