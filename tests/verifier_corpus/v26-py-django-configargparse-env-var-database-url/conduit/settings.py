from pathlib import Path
from urllib.parse import urlparse

import configargparse

BASE_DIR = Path(__file__).resolve().parent.parent

parser = configargparse.ArgParser(default_config_files=[str(BASE_DIR / "conduit.ini")])
parser.add("--database-url", env_var="DATABASE_URL")
parser.add("--secret-key", env_var="SECRET_KEY")
options, _ = parser.parse_known_args(args=[])

url = urlparse(options.database_url)
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": url.path.lstrip("/"),
        "USER": url.username,
        "PASSWORD": url.password,
        "HOST": url.hostname,
        "PORT": url.port or 5432,
    }
}
SECRET_KEY = options.secret_key
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth"]
MIDDLEWARE = []
ROOT_URLCONF = "conduit.urls"
USE_TZ = True
