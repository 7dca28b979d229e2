import dj_database_url

SECRET_KEY = "conduit"
DEBUG = True
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "articles"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {"default": dj_database_url.config(conn_max_age=60)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False
