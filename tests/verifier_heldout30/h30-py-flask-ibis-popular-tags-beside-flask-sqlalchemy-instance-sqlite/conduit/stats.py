"""Read-side aggregates computed with ibis (dataframe expressions compiled for SQLite)."""
import ibis


def popular_tags(db_file: str, limit: int = 20) -> list[str]:
    con = ibis.sqlite.connect(db_file)
    try:
        links = con.table("article_tags")
        tags = con.table("tags")
        expr = (
            links.join(tags, links.tag_id == tags.id)
            .group_by(tags.name)
            .aggregate(uses=links.article_id.count())
            .order_by([ibis.desc("uses"), "name"])
            .limit(limit)
        )
        return expr.execute()["name"].tolist()
    finally:
        con.disconnect()
