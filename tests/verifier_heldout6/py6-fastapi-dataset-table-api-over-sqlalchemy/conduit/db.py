"""Storage. `dataset` sits on top of SQLAlchemy: it owns the engine, creates tables and
columns on first insert, and gives dict-in / dict-out table objects."""
import os

import dataset

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///conduit.db")

db = dataset.connect(DATABASE_URL, engine_kwargs={"connect_args": {"check_same_thread": False}})

users = db["users"]
articles = db["articles"]
tags = db["article_tags"]
favorites = db["favorites"]
follows = db["follows"]
comments = db["comments"]


def init_schema() -> None:
    """Create the tables and indexes up front so the first request does not race."""
    users.create_column("username", db.types.string(100), unique=True)
    users.create_column("email", db.types.string(255), unique=True)
    users.create_column("password", db.types.string(255))
    users.create_column("bio", db.types.text)
    users.create_column("image", db.types.string(500))
    articles.create_column("slug", db.types.string(300), unique=True)
    for name in ("title", "description", "body"):
        articles.create_column(name, db.types.text)
    articles.create_column("author_id", db.types.integer)
    articles.create_column("created_at", db.types.datetime)
    articles.create_column("updated_at", db.types.datetime)
    tags.create_column("article_id", db.types.integer)
    tags.create_column("name", db.types.string(100))
    favorites.create_column("article_id", db.types.integer)
    favorites.create_column("user_id", db.types.integer)
    follows.create_column("follower_id", db.types.integer)
    follows.create_column("followed_id", db.types.integer)
    tags.create_index(["name"])
    favorites.create_index(["article_id", "user_id"])
