from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    project_name: str = "Conduit"
    api_prefix: str = "/api"

    # The platform provides DATABASE_URL; the default is for local docker compose.
    sqlalchemy_database_uri: str = Field(
        "postgresql+psycopg://postgres:postgres@localhost:5432/conduit",
        env="DATABASE_URL",
    )
    secret_key: str = Field("insecure-local-secret", env="SECRET_KEY")
    access_token_expire_minutes: int = 60 * 24


@lru_cache
def get_settings() -> Settings:
    return Settings()
