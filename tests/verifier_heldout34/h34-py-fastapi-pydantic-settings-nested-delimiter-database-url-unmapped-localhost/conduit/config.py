from pydantic import BaseModel
from pydantic_settings import BaseSettings, SettingsConfigDict


class DatabaseSettings(BaseModel):
    url: str = "postgresql+psycopg://conduit:conduit@localhost:5432/conduit"
    echo: bool = False
    pool_size: int = 5


class JWTSettings(BaseModel):
    secret: str = "dev-secret"
    ttl_minutes: int = 60 * 24


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_nested_delimiter="__")

    database: DatabaseSettings = DatabaseSettings()
    jwt: JWTSettings = JWTSettings()


settings = Settings()
