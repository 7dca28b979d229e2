from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CONDUIT_", extra="ignore")

    # the platform-wide variable, not a CONDUIT_ one
    database_url: str = Field(
        default="postgresql://conduit:conduit@localhost:5432/conduit_dev",
        validation_alias="DATABASE_URL",
    )
    jwt_secret: str = "dev-only-secret"
    debug: bool = False

    @property
    def sqlalchemy_url(self) -> str:
        return self.database_url.replace("postgresql://", "postgresql+psycopg://", 1)


settings = Settings()
