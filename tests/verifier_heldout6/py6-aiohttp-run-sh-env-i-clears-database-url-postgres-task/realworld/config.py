import os
from dataclasses import dataclass


def _async_url(url: str) -> str:
    if url.startswith("postgresql://"):
        return url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return url


@dataclass(frozen=True)
class Config:
    database_url: str
    secret: str
    port: int

    @classmethod
    def from_env(cls) -> "Config":
        return cls(
            database_url=_async_url(os.environ.get("DATABASE_URL", "sqlite+aiosqlite:///./conduit.db")),
            secret=os.environ.get("JWT_SECRET", "realworld-secret"),
            port=int(os.environ.get("PORT", "8080")),
        )
