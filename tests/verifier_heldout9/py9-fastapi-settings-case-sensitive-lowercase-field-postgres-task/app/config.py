from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    # Field names are matched exactly against the environment.
    model_config = SettingsConfigDict(case_sensitive=True, env_file=".env", extra="ignore")

    database_url: str = "sqlite:///./conduit.db"
    jwt_secret: str = "change-me"
    jwt_ttl_minutes: int = 60 * 24 * 7


@lru_cache
def get_settings() -> Settings:
    return Settings()
