import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def load_settings() -> Settings:
    url = os.environ["DATABASE_URL"]  # postgresql://user:password@host:port/db
    return Settings(
        database_url=url.replace("postgresql://", "postgresql+asyncpg://", 1),
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
