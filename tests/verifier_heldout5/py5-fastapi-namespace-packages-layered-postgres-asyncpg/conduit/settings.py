"""Runtime settings. The task environment provides DATABASE_URL; asyncpg needs its own scheme."""
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    database_url: str
    jwt_secret: str = "conduit-dev-secret"
    jwt_ttl_minutes: int = 60 * 24

    @property
    def async_database_url(self) -> str:
        url = self.database_url
        for prefix in ("postgresql://", "postgres://"):
            if url.startswith(prefix):
                return "postgresql+asyncpg://" + url[len(prefix):]
        return url


settings = Settings()
