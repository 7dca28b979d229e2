import os

from sqlobject import connectionForURI, sqlhub

PROJECT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DB_FILE = os.path.join(PROJECT_DIR, "data", "conduit.sqlite")


def connect():
    os.makedirs(os.path.dirname(DB_FILE), exist_ok=True)
    sqlhub.processConnection = connectionForURI("sqlite://" + DB_FILE)
    from conduit.models import Article, Tag

    for model in (Tag, Article):
        model.createTable(ifNotExists=True)
