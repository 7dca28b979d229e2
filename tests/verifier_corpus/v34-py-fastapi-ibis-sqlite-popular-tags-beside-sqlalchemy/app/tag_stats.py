import ibis

from app.database import DB_FILE


def popular_tags(limit: int = 20) -> list[str]:
    con = ibis.sqlite.connect(str(DB_FILE))
    t = con.table("article_tags")
    expr = t.group_by("tag").aggregate(n=t.count()).order_by(ibis.desc("n")).limit(limit)
    return expr.execute()["tag"].tolist()
