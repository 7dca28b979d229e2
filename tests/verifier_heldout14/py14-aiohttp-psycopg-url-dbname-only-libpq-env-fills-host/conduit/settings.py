import os
from dataclasses import dataclass

# Only the database name is written here; psycopg (libpq) takes host, port, user and password
# from the standard PGHOST / PGPORT / PGUSER / PGPASSWORD variables of the environment.
DATABASE_URL = "postgresql+psycopg:///conduit"


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def load_settings() -> Settings:
    return Settings(
        database_url=DATABASE_URL,
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
