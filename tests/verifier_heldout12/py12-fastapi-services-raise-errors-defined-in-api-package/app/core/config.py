from functools import lru_cache

from pydantic import field_validator
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    # Read from the environment (DATABASE_URL, JWT_SECRET); DATABASE_URL is provided by the platform.
    database_url: str = "sqlite:///./conduit.db"
    jwt_secret: str = "conduit-dev-secret"
    jwt_ttl_minutes: int = 60 * 24

    @field_validator("database_url")
    @classmethod
    def use_psycopg3_driver(cls, value: str) -> str:
        if value.startswith("postgresql://"):
            return value.replace("postgresql://", "postgresql+psycopg://", 1)
        return value


@lru_cache
def get_settings() -> Settings:
    return Settings()
