from pydantic import BaseModel
from pydantic_settings import BaseSettings, SettingsConfigDict


class DatabaseSettings(BaseModel):
    url: str = "sqlite+aiosqlite:///./conduit.db"
    echo: bool = False
    pool_size: int = 5


class AuthSettings(BaseModel):
    secret: str = "conduit-secret"
    token_ttl: int = 86400


class Settings(BaseSettings):
    """Nested groups are set with a double underscore, e.g. DATABASE__URL, AUTH__SECRET."""

    model_config = SettingsConfigDict(env_nested_delimiter="__", env_file=".env", extra="ignore")

    database: DatabaseSettings = DatabaseSettings()
    auth: AuthSettings = AuthSettings()


settings = Settings()


def async_url(url: str) -> str:
    if url.startswith("postgresql://"):
        return "postgresql+asyncpg://" + url.removeprefix("postgresql://")
    return url
