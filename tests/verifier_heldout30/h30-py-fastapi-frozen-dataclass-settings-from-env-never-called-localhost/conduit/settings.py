import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """Application settings. Defaults are for the local docker-compose stack."""

    database_url: str = "postgresql+asyncpg://conduit:conduit@localhost:5432/conduit"
    jwt_secret: str = "local-dev-secret"
    jwt_ttl_seconds: int = 86_400

    @classmethod
    def from_env(cls) -> "Settings":
        url = os.environ.get("DATABASE_URL", cls.database_url)
        if url.startswith("postgresql://"):
            url = "postgresql+asyncpg://" + url[len("postgresql://"):]
        return cls(
            database_url=url,
            jwt_secret=os.environ.get("JWT_SECRET", cls.jwt_secret),
            jwt_ttl_seconds=int(os.environ.get("JWT_TTL_SECONDS", cls.jwt_ttl_seconds)),
        )


settings = Settings()
