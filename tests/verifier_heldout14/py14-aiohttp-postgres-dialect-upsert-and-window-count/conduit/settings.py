import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str
    jwt_secret: str
    port: int


def _async_driver(url: str) -> str:
    for sync, async_ in (("postgresql://", "postgresql+asyncpg://"), ("postgres://", "postgresql+asyncpg://")):
        if url.startswith(sync):
            return async_ + url[len(sync):]
    return url


def load_settings() -> Settings:
    return Settings(
        database_url=_async_driver(os.environ["DATABASE_URL"]),
        jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        port=int(os.environ.get("PORT", "8080")),
    )
