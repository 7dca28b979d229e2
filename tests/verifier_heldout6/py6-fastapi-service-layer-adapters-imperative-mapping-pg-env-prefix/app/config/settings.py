"""Settings read from the environment.

PostgreSQL is configured the libpq way: PGHOST, PGPORT, PGUSER, PGPASSWORD and
PGDATABASE (env_prefix "PG" + field name).
"""
from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import URL


class PostgresSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PG", case_sensitive=False)

    host: str = "localhost"
    port: int = 5432
    user: str = "postgres"
    password: str = "postgres"
    database: str = "conduit"

    @property
    def url(self) -> URL:
        return URL.create(
            "postgresql+asyncpg",
            username=self.user,
            password=self.password,
            host=self.host,
            port=self.port,
            database=self.database,
        )


class AppSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    jwt_secret: str = "change-me-in-production"
    jwt_ttl_minutes: int = 60 * 24
    debug: bool = False


@lru_cache
def get_postgres_settings() -> PostgresSettings:
    return PostgresSettings()


@lru_cache
def get_app_settings() -> AppSettings:
    return AppSettings()
