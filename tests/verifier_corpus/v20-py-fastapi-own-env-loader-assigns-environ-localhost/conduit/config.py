import os
from dataclasses import dataclass

from conduit.env import load_env

load_env()


@dataclass(frozen=True)
class Settings:
    database_url: str = os.environ.get(
        "DATABASE_URL", "postgresql+psycopg://user:password@postgres:5432/conduit"
    )
    jwt_secret: str = os.environ.get("JWT_SECRET", "conduit-secret")


settings = Settings()
