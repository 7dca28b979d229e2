import os

from sqlobject import sqlhub, connectionForURI

DB_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "conduit.sqlite")


def connect():
    sqlhub.processConnection = connectionForURI("sqlite://" + DB_FILE)
    from app.models import Article, Comment, User
    for table in (User, Article, Comment):
        table.createTable(ifNotExists=True)
