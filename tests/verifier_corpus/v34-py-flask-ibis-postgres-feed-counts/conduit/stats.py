import os

import ibis

_con = None


def _connection():
    global _con
    if _con is None:
        _con = ibis.postgres.connect(
            host=os.environ["PGHOST"],
            port=int(os.environ.get("PGPORT", "5432")),
            user=os.environ["PGUSER"],
            password=os.environ["PGPASSWORD"],
            database=os.environ["PGDATABASE"],
        )
    return _con


def article_count() -> int:
    return int(_connection().table("articles").count().execute())
