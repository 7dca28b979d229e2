import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import psycopg

# SQLAlchemy only needs the dialect: connections are opened by connect_database() below, from
# the libpq connection string as given (psycopg accepts postgresql:// URLs directly).
DIALECT_URL = "postgresql+psycopg://"


async def connect_database() -> psycopg.AsyncConnection:
    return await psycopg.AsyncConnection.connect(os.environ["DATABASE_URL"])


@dataclass(frozen=True)
class Settings:
    database_url: str
    connect: Callable[[], Awaitable[psycopg.AsyncConnection]]
    jwt_secret: str
    port: int


def load_settings() -> Settings:
    return Settings(
        database_url=DIALECT_URL,
        connect=connect_database,
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
