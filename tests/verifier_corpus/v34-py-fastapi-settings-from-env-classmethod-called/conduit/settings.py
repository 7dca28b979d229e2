import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str = "postgresql+psycopg2://conduit:conduit@localhost:5432/conduit"
    jwt_secret: str = "dev-secret"
    token_days: int = 30

    @classmethod
    def from_env(cls) -> "Settings":
        return cls(
            database_url=os.environ.get("DATABASE_URL", cls.database_url),
            jwt_secret=os.environ.get("JWT_SECRET", cls.jwt_secret),
        )


settings = Settings.from_env()
