from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # SQLite file next to run.sh (run.sh cd's into the project directory first).
    database_url: str = "sqlite:///./conduit.db"
    jwt_secret: str = "conduit-dev-secret"
    jwt_ttl_minutes: int = 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
