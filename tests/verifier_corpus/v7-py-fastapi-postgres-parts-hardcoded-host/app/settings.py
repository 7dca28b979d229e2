import os

# same credentials as the compose file's "db" service
DATABASE_URL = (
    f"postgresql+psycopg://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}"
    f"@db:5432/{os.environ['PGDATABASE']}"
)
