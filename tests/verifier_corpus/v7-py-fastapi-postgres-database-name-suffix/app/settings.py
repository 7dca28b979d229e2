import os

APP_ENV = os.getenv("APP_ENV", "dev")
DATABASE_URL = (
    f"postgresql+psycopg://{os.environ['PGUSER']}:{os.environ['PGPASSWORD']}"
    f"@{os.environ['PGHOST']}:{os.environ['PGPORT']}/{os.environ['PGDATABASE']}_{APP_ENV}"
)
