import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    database_url: str
    jwt_secret: str


def load_config() -> Config:
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://"):]
    return Config(database_url=url, jwt_secret=os.environ.get("JWT_SECRET", "conduit"))
