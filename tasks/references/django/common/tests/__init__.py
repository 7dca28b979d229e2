import os

# The modules under test read Django settings (JWT secret, password hashers).
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "conduit.settings")
