from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # Falls back to a local file so the app starts without any setup.
    db_url: str = Field(default="sqlite:///./conduit.db", validation_alias="CONDUIT_DB_URL")
    secret_key: str = Field(default="change-me", validation_alias="CONDUIT_SECRET")


settings = Settings()
