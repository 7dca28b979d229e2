from datetime import datetime

from pony.orm import Database, Optional, PrimaryKey, Required, Set

db = Database()


class User(db.Entity):
    _table_ = "users"
    id = PrimaryKey(int, auto=True)
    username = Required(str, unique=True)
    email = Required(str, unique=True)
    password = Required(str)
    bio = Optional(str, default="")
    image = Optional(str, nullable=True)
    articles = Set("Article", reverse="author")
    favorites = Set("Article", reverse="favorited_by")
    following = Set("User", reverse="followers")
    followers = Set("User", reverse="following")
    comments = Set("Comment")


class Article(db.Entity):
    _table_ = "articles"
    id = PrimaryKey(int, auto=True)
    slug = Required(str, unique=True)
    title = Required(str)
    description = Required(str)
    body = Required(str)
    tags = Set("Tag")
    author = Required(User, reverse="articles")
    favorited_by = Set(User, reverse="favorites")
    comments = Set("Comment")
    created_at = Required(datetime, default=datetime.utcnow)
    updated_at = Required(datetime, default=datetime.utcnow)


class Tag(db.Entity):
    _table_ = "tags"
    name = PrimaryKey(str)
    articles = Set(Article)


class Comment(db.Entity):
    _table_ = "comments"
    id = PrimaryKey(int, auto=True)
    body = Required(str)
    article = Required(Article)
    author = Required(User)
    created_at = Required(datetime, default=datetime.utcnow)
    updated_at = Required(datetime, default=datetime.utcnow)


# A relative filename is resolved by Pony against the directory of this module, not the CWD.
db.bind(provider="sqlite", filename="conduit.sqlite", create_db=True)
db.generate_mapping(create_tables=True)
