from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    database_url: str = "sqlite:///./conduit.db"
    secret_key: str = "dev-secret-change-me"


settings = Settings()
