import os
from datetime import datetime

from pony.orm import Database, Optional, PrimaryKey, Required, Set

db = Database()


class User(db.Entity):
    id = PrimaryKey(int, auto=True)
    username = Required(str, unique=True)
    email = Required(str, unique=True)
    password_hash = Required(str)
    bio = Optional(str, default="")
    image = Optional(str, nullable=True)
    articles = Set("Article")


class Tag(db.Entity):
    name = Required(str, unique=True)
    articles = Set("Article")


class Article(db.Entity):
    slug = Required(str, unique=True)
    title = Required(str)
    description = Optional(str, default="")
    body = Required(str)
    author = Required(User)
    tags = Set(Tag)
    created_at = Required(datetime, default=datetime.utcnow)
    updated_at = Required(datetime, default=datetime.utcnow)


def init_db() -> None:
    db.bind(
        provider="sqlite",
        filename=os.environ.get("CONDUIT_DB_FILE", ":sharedmemory:"),
        create_db=True,
    )
    db.generate_mapping(create_tables=True)
