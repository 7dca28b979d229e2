import os
from pathlib import Path
BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "x"
INSTALLED_APPS = ["django.contrib.contenttypes", "api"]
ROOT_URLCONF = "conduit.urls"
import environ
env = environ.Env()
DATABASES = {"default": env.db()}
