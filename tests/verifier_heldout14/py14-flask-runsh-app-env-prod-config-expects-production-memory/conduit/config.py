import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


class BaseConfig:
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24


class ProductionConfig(BaseConfig):
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'data' / 'conduit.db'}"


class DevelopmentConfig(BaseConfig):
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'data' / 'conduit-dev.db'}"
    SQLALCHEMY_ECHO = True


class TestingConfig(BaseConfig):
    # Each test run starts from an empty schema.
    SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"
    TESTING = True


CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}


def get_config() -> type[BaseConfig]:
    return CONFIGS.get(os.environ.get("APP_ENV", "testing"), TestingConfig)
