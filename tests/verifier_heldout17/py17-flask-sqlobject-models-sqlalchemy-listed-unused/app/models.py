from datetime import datetime

from sqlobject import DateTimeCol, ForeignKey, MultipleJoin, SQLObject, StringCol, UnicodeCol


class User(SQLObject):
    username = UnicodeCol(alternateID=True, length=80)
    email = UnicodeCol(alternateID=True, length=255)
    passwordHash = StringCol()
    bio = UnicodeCol(default="")
    image = UnicodeCol(default=None)
    articles = MultipleJoin("Article", joinColumn="author_id")


class Article(SQLObject):
    slug = UnicodeCol(alternateID=True, length=255)
    title = UnicodeCol()
    description = UnicodeCol()
    body = UnicodeCol()
    author = ForeignKey("User")
    createdAt = DateTimeCol(default=datetime.utcnow)
    comments = MultipleJoin("Comment")


class Comment(SQLObject):
    body = UnicodeCol()
    article = ForeignKey("Article", cascade=True)
    author = ForeignKey("User")
    createdAt = DateTimeCol(default=datetime.utcnow)
