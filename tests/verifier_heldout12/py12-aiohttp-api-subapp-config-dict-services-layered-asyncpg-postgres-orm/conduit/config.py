import os
from dataclasses import dataclass


def _async_url(url: str) -> str:
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    return url


@dataclass(frozen=True)
class Config:
    database_url: str
    jwt_secret: str

    @classmethod
    def from_env(cls) -> "Config":
        return cls(
            database_url=_async_url(os.environ["DATABASE_URL"]),
            jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"),
        )
