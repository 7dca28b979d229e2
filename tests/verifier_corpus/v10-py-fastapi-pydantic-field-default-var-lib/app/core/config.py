from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_")

    project_name: str = "Conduit"
    api_prefix: str = "/api"
    sqlite_path: str = "/var/lib/conduit/conduit.db"
    secret_key: str = "insecure-dev-key"
    access_token_expire_minutes: int = 60 * 24


settings = Settings()
