from sqlalchemy import text

from conduit.database import Session


class TagRepository:
    def popular(self) -> list[str]:
        # only tags that are still attached to an article, most used first
        rows = Session.execute(
            text(
                "SELECT t.name FROM tags t JOIN article_tags atg ON atg.tag_id = t.id "
                "GROUP BY t.name ORDER BY COUNT(*) DESC, t.name"
            )
        )
        return [row[0] for row in rows]
