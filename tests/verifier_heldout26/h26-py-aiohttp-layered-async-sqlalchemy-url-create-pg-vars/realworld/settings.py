import os

from sqlalchemy import URL

DATABASE_URL = URL.create(
    "postgresql+asyncpg",
    username=os.environ["PGUSER"],
    password=os.environ["PGPASSWORD"],
    host=os.environ["PGHOST"],
    port=int(os.environ.get("PGPORT", "5432")),
    database=os.environ["PGDATABASE"],
)
JWT_SECRET = os.environ.get("JWT_SECRET", "realworld")
