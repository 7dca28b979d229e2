from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(case_sensitive=False)

    database_url: str
    jwt_secret: str = "conduit-secret"
    jwt_expire_minutes: int = 60 * 24


settings = Settings()
