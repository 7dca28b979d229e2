from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_prefix="CONDUIT_", extra="ignore")

    db_url: str = Field(
        default="postgresql+asyncpg://conduit:conduit@localhost:5432/conduit",
        validation_alias=AliasChoices("DATABASE_URL", "CONDUIT_DB_URL"),
    )
    secret_key: str = "insecure-dev-key"
    port: int = 8080

    @classmethod
    def settings_customise_sources(cls, settings_cls, init_settings, env_settings, dotenv_settings, file_secret_settings):
        # local overrides (.env) first, then the process environment, then constructor arguments
        return dotenv_settings, env_settings, init_settings


def get_settings() -> Settings:
    return Settings()
