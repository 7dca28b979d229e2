from functools import lru_cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_", env_file=".env", extra="ignore")

    # Where the SQLite file lives. The default suits throw-away runs; the repository's .env points
    # it at the shared data/ folder of the monorepo.
    db_path: str = "/tmp/conduit.sqlite3"
    jwt_secret: str = "insecure"
    token_ttl_hours: int = 72

    @property
    def database_url(self) -> str:
        return f"sqlite:///{self.db_path}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
