import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    database_url: str
    jwt_secret: str

    @classmethod
    def from_env(cls) -> "Config":
        url = os.environ["DATABASE_URL"]
        if url.startswith("postgresql://"):
            url = "postgresql+asyncpg://" + url[len("postgresql://"):]
        return cls(database_url=url, jwt_secret=os.environ.get("JWT_SECRET", "conduit-secret"))
