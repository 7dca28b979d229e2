import os

from sqlalchemy.engine import URL


class Config:
    SECRET_KEY = os.getenv("SECRET_KEY", "conduit")
    # docker-compose names the database service "db"; the task environment sets PG*
    SQLALCHEMY_DATABASE_URI = URL.create(
        drivername="postgresql+psycopg2",
        username=os.getenv("PGUSER", "postgres"),
        password=os.getenv("PGPASSWORD", "postgres"),
        host=os.getenv("PGHOST", "db"),
        port=int(os.getenv("PGPORT", "5432")),
        database=os.getenv("PGDATABASE", "conduit"),
    )
    SQLALCHEMY_TRACK_MODIFICATIONS = False
