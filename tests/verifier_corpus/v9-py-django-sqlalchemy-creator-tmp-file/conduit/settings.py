SECRET_KEY = "conduit-dev"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
DATABASES = {}  # storage is SQLAlchemy's (api/db.py), not Django's ORM
APPEND_SLASH = False
