import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    SQLALCHEMY_ENGINE_OPTIONS = {
        "pool_pre_ping": True,
        # skip the DNS lookup on every new connection
        "connect_args": {"hostaddr": "127.0.0.1", "connect_timeout": 5},
    }
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
