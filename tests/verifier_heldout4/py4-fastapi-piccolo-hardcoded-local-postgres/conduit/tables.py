from piccolo.columns import JSON, ForeignKey, Text, Timestamptz, Varchar
from piccolo.table import Table


class User(Table, tablename="users"):
    username = Varchar(length=64, unique=True)
    email = Varchar(length=255, unique=True)
    password = Varchar(length=255)
    bio = Text(default="")
    image = Varchar(length=500, null=True, default=None)


class Follow(Table, tablename="follows"):
    follower = ForeignKey(references=User)
    followed = ForeignKey(references=User)


class Article(Table, tablename="articles"):
    slug = Varchar(length=255, unique=True)
    title = Varchar(length=255)
    description = Text()
    body = Text()
    tag_list = JSON(default=[])
    author = ForeignKey(references=User)
    created_at = Timestamptz()
    updated_at = Timestamptz()


class Favorite(Table, tablename="favorites"):
    user = ForeignKey(references=User)
    article = ForeignKey(references=Article)
