import os
from dataclasses import dataclass

from dotenv import load_dotenv

# Values in .env win over whatever the shell has, so a stale export cannot point the server at
# the wrong database.
load_dotenv(override=True)


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def _async_url(url: str) -> str:
    if url.startswith("postgresql://"):
        return url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return url


def load_settings() -> Settings:
    return Settings(
        database_url=_async_url(os.environ["DATABASE_URL"]),
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
