import dj_database_url

SECRET_KEY = "conduit-not-so-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {
    "default": dj_database_url.config(default="postgres://conduit:conduit@localhost:5432/conduit", conn_max_age=60),
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
