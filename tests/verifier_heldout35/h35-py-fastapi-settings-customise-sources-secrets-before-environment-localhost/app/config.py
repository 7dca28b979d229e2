from functools import lru_cache

from pydantic import field_validator
from pydantic_settings import (BaseSettings, PydanticBaseSettingsSource,
                               SettingsConfigDict)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(secrets_dir="secrets", env_file=".env")

    database_url: str
    jwt_secret: str

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # committed secrets are the source of truth; the environment only fills gaps
        return init_settings, file_secret_settings, env_settings, dotenv_settings

    @field_validator("database_url")
    @classmethod
    def use_psycopg3(cls, v: str) -> str:
        v = v.strip()
        return v.replace("postgresql://", "postgresql+psycopg://", 1)


@lru_cache
def get_settings() -> Settings:
    return Settings()
