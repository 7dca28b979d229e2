import os

_DEFAULTS = {
    "SQLALCHEMY_DATABASE_URI": "sqlite:////tmp/conduit-dev.sqlite3",
    "SECRET_KEY": "change-me",
    "JWT_EXPIRES_DAYS": "30",
}

# DATABASE_URL is the name the hosting platform uses; mirror it into the Flask key.
_environment = dict(os.environ)
if "DATABASE_URL" in _environment:
    _environment["SQLALCHEMY_DATABASE_URI"] = _environment["DATABASE_URL"]

settings = {**_DEFAULTS, **_environment}
