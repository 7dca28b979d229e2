from pydantic import BaseModel
from pydantic_settings import BaseSettings, SettingsConfigDict


class DatabaseSettings(BaseModel):
    dsn: str = "sqlite:///./conduit.db"
    echo: bool = False
    pool_pre_ping: bool = True


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_", env_nested_delimiter="__")

    secret_key: str = "dev-secret"
    database: DatabaseSettings = DatabaseSettings()


settings = Settings()
