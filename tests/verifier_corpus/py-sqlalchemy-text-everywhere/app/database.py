import os

from sqlalchemy import create_engine, text

engine = create_engine(
    "postgresql+psycopg://{}:{}@{}:5432/conduit".format(
        os.environ.get("PGUSER", "user"), os.environ.get("PGPASSWORD", "password"), os.environ.get("PGHOST", "postgres")
    )
)


def create_schema() -> None:
    with engine.begin() as conn:
        conn.execute(text("CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE)"))
