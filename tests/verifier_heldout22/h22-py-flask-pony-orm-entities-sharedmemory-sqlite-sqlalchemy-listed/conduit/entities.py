from datetime import datetime

from pony.orm import Optional, PrimaryKey, Required, Set

from conduit.db import db


class User(db.Entity):
    _table_ = "users"
    id = PrimaryKey(int, auto=True)
    username = Required(str, unique=True)
    email = Required(str, unique=True)
    password = Required(str)
    bio = Optional(str)
    image = Optional(str, nullable=True)
    articles = Set("Article")


class Article(db.Entity):
    _table_ = "articles"
    id = PrimaryKey(int, auto=True)
    slug = Required(str, unique=True)
    title = Required(str)
    description = Required(str)
    body = Required(str)
    created_at = Required(datetime, default=datetime.utcnow)
    author = Required(User)


db.generate_mapping(create_tables=True)
