from piccolo.columns import ForeignKey, Integer, Text, Timestamptz, Varchar
from piccolo.columns.defaults.timestamptz import TimestamptzNow
from piccolo.table import Table

from conduit.db import DB


class User(Table, db=DB, tablename="users"):
    username = Varchar(length=80, unique=True)
    email = Varchar(length=255, unique=True)
    password_hash = Varchar(length=255)
    bio = Text(default="")
    image = Varchar(length=500, null=True, default=None)


class Article(Table, db=DB, tablename="articles"):
    slug = Varchar(length=255, unique=True)
    title = Varchar(length=255)
    description = Text()
    body = Text()
    author = ForeignKey(references=User)
    created_at = Timestamptz(default=TimestamptzNow())
    updated_at = Timestamptz(default=TimestamptzNow())


class ArticleTag(Table, db=DB, tablename="article_tags"):
    article = ForeignKey(references=Article)
    tag = Varchar(length=100)


class Favorite(Table, db=DB, tablename="favorites"):
    user = ForeignKey(references=User)
    article = ForeignKey(references=Article)
    weight = Integer(default=1)


ALL_TABLES = [User, Article, ArticleTag, Favorite]
