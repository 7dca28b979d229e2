from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    database_url: str = "sqlite+aiosqlite:///var/conduit.db"
    secret_key: str = "change-me"
    token_minutes: int = 60 * 24


settings = Settings()
