from pydantic_settings import BaseSettings, SettingsConfigDict

class Settings(BaseSettings):
    model_config = SettingsConfigDict(extra="ignore")

    # /data is the volume mounted in docker-compose
    database_url: str = "sqlite+aiosqlite:////data/conduit.db"
    jwt_secret: str = "change-me"
    jwt_ttl_minutes: int = 60 * 24


settings = Settings()
