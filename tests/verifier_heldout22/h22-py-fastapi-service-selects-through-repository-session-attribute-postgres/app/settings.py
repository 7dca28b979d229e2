from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    pghost: str = "postgres"
    pgport: int = 5432
    pguser: str = "user"
    pgpassword: str = "password"
    pgdatabase: str = "conduit"

    @property
    def sqlalchemy_url(self) -> str:
        return (f"postgresql+psycopg://{self.pguser}:{self.pgpassword}"
                f"@{self.pghost}:{self.pgport}/{self.pgdatabase}")


settings = Settings()
