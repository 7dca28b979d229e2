from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import URL


class Settings(BaseSettings):
    """Connection settings come from the standard libpq variables (PGHOST, PGPORT, ...)."""

    model_config = SettingsConfigDict(case_sensitive=False, extra="ignore")

    pghost: str = "localhost"
    pgport: int = 5432
    pguser: str = "postgres"
    pgpassword: str = ""
    pgdatabase: str = "postgres"

    jwt_secret: str = "change-me"
    jwt_ttl_minutes: int = 60 * 24

    @property
    def database_url(self) -> URL:
        return URL.create(
            "postgresql+psycopg",
            username=self.pguser,
            password=self.pgpassword,
            host=self.pghost,
            port=self.pgport,
            database=self.pgdatabase,
        )


@lru_cache
def get_settings() -> Settings:
    return Settings()
