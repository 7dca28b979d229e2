import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECRET_KEY = "conduit"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "site_cfg.urls"
INSTALLED_APPS = ["blog"]
MIDDLEWARE = []
DATABASES = {}
DATA_FILE = os.path.join(BASE_DIR, "var", "blog.sqlite3")
