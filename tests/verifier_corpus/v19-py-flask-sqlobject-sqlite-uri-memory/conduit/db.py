import os

from sqlobject import connectionForURI, sqlhub

DB_URI = os.environ.get("CONDUIT_DB_URI", "sqlite:/:memory:")


def connect():
    sqlhub.processConnection = connectionForURI(DB_URI)
    from conduit.models import Article, Tag

    for model in (Tag, Article):
        model.createTable(ifNotExists=True)
