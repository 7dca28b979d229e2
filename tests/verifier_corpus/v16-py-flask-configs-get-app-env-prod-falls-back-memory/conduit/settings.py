import os
from pathlib import Path

INSTANCE_DIR = Path(__file__).resolve().parent.parent / "instance"


class BaseConfig:
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
    JSON_SORT_KEYS = False


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{INSTANCE_DIR / 'conduit-dev.sqlite3'}"


class ProductionConfig(BaseConfig):
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{INSTANCE_DIR / 'conduit.sqlite3'}"


class TestingConfig(BaseConfig):
    TESTING = True
    SQLALCHEMY_DATABASE_URI = "sqlite:///:memory:"


CONFIGS = {
    "development": DevelopmentConfig,
    "production": ProductionConfig,
    "testing": TestingConfig,
}


def active_config() -> type[BaseConfig]:
    # Unknown names fall back to the throw-away test configuration.
    return CONFIGS.get(os.environ.get("APP_ENV", "development"), TestingConfig)
