# Local instance settings (development machine). Production values come from the environment.
SECRET_KEY = "local-dev-secret-7f3a"
SQLALCHEMY_DATABASE_URI = "sqlite:///conduit-dev.sqlite"
SQLALCHEMY_ECHO = False
