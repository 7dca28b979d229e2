import os

from piccolo.conf.apps import AppRegistry
from piccolo.engine.postgres import PostgresEngine

DB = PostgresEngine(config={"dsn": os.environ["DATABASE_URL"]})

APP_REGISTRY = AppRegistry(apps=[])
