import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["realworld.apps.RealworldConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware", "realworld.session_middleware.close_session"]
ROOT_URLCONF = "conduit_site.urls"
APPEND_SLASH = False
DATABASES: dict = {}

SQLALCHEMY_DATABASE_URL = os.environ["DATABASE_URL"]
