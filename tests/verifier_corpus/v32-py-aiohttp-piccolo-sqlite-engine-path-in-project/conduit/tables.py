from piccolo.columns import Text, Timestamp, Varchar
from piccolo.table import Table

from conduit.engine import DB


class Comment(Table, tablename="comments", db=DB):
    article_slug = Varchar(length=255, index=True)
    body = Text()
    created_at = Timestamp()
