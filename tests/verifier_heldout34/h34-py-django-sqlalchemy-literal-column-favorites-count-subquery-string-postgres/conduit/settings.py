import os

SECRET_KEY = os.environ.get("SECRET_KEY", "x")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = []
ROOT_URLCONF = "conduit.urls"
DATABASES = {}
SQLALCHEMY_DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
