from pathlib import Path

import dj_database_url
from pydantic_settings import BaseSettings, SettingsConfigDict

BASE_DIR = Path(__file__).resolve().parent.parent


class AppEnv(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DJANGO_")

    secret_key: str = "dev-insecure"
    debug: bool = False
    allowed_hosts: list[str] = ["*"]
    database_url: str = f"sqlite:///{BASE_DIR / 'db.sqlite3'}"


env = AppEnv()

SECRET_KEY = env.secret_key
DEBUG = env.debug
ALLOWED_HOSTS = env.allowed_hosts
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "conduit.profiles"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
DATABASES = {"default": dj_database_url.parse(env.database_url, conn_max_age=60)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
