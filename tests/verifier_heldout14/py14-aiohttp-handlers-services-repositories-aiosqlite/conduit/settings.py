import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def load_settings() -> Settings:
    return Settings(
        # A relative path: the file lives in the directory the server is started from.
        database_url=os.environ.get("CONDUIT_DATABASE_URL", "sqlite+aiosqlite:///conduit.db"),
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
