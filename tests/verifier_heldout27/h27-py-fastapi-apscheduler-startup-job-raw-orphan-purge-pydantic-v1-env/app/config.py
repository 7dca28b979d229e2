from functools import lru_cache

from pydantic import BaseSettings, Field


class Settings(BaseSettings):
    # DATABASE_URL is provided by the platform; the sqlite file is for local hacking
    database_dsn: str = Field("sqlite:///./dev.db", env="DATABASE_URL")
    jwt_secret: str = Field("dev-secret", env="JWT_SECRET")
    orphan_purge_minutes: int = 30

    class Config:
        env_file = ".env"


@lru_cache
def get_settings() -> Settings:
    return Settings()
