from pathlib import Path

from omegaconf import OmegaConf

BASE_DIR = Path(__file__).resolve().parent.parent
CONF = OmegaConf.load(BASE_DIR / "conf" / "app.yaml")

SECRET_KEY = CONF.server.secret_key
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "project.urls"
APPEND_SLASH = False
USE_TZ = True
DATABASES = {}

SQLALCHEMY_URL = str(CONF.database.url)
SQLALCHEMY_POOL_SIZE = int(CONF.database.pool_size)
