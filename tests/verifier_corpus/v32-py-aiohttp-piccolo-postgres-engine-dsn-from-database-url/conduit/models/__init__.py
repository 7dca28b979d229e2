from piccolo.columns import Text, Varchar
from piccolo.table import Table

from piccolo_conf import DB


class Article(Table, tablename="articles", db=DB):
    slug = Varchar(length=255, unique=True)
    title = Varchar(length=255)
    description = Text()
    body = Text()
