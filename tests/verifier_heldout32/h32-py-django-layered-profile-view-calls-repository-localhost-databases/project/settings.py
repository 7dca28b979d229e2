SECRET_KEY = "conduit"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "app.routes.urls"
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "app.apps.ConduitApp"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "conduit",
        "USER": "user",
        "PASSWORD": "password",
        "HOST": "localhost",
        "PORT": "5432",
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False
