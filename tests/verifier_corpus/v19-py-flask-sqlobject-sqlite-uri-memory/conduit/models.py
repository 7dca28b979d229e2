from sqlobject import SQLObject, StringCol, RelatedJoin


class Tag(SQLObject):
    name = StringCol(alternateID=True, length=64)
    articles = RelatedJoin("Article")


class Article(SQLObject):
    slug = StringCol(alternateID=True, length=255)
    title = StringCol()
    description = StringCol(default="")
    body = StringCol()
    tags = RelatedJoin("Tag")
