from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit-dev-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["django.contrib.contenttypes", "realworld"]

MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "realworld.middleware.jwt_auth.JWTAuthenticationMiddleware",
]

ROOT_URLCONF = "conduit.urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "db.sqlite3"}}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False
JWT_SECRET = SECRET_KEY
