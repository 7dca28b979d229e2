from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import URL


class DatabaseSettings(BaseSettings):
    """PostgreSQL connection, read from the standard libpq variables (PGHOST, PGPORT, ...)."""

    model_config = SettingsConfigDict(env_prefix="PG", case_sensitive=False)

    host: str
    port: int = 5432
    user: str
    password: str
    database: str

    @property
    def url(self) -> URL:
        return URL.create(
            "postgresql+psycopg",
            username=self.user,
            password=self.password,
            host=self.host,
            port=self.port,
            database=self.database,
        )


class AppSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    jwt_secret: str = "change-me"
    jwt_ttl_seconds: int = 60 * 60 * 24


@lru_cache
def database_settings() -> DatabaseSettings:
    return DatabaseSettings()


@lru_cache
def app_settings() -> AppSettings:
    return AppSettings()
