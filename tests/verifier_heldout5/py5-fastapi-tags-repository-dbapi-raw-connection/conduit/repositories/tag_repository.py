from sqlalchemy.orm import Session


class TagRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def popular(self, limit: int = 20) -> list[str]:
        # The ORM round-trip was slow on big tag tables; go straight to the DB-API cursor.
        conn = self.session.connection().connection
        cursor = conn.cursor()
        cursor.execute(
            "SELECT t.name FROM tag t JOIN article_tag at ON at.tag_id = t.id "
            "GROUP BY t.name ORDER BY COUNT(*) DESC, t.name LIMIT ?",
            (limit,),
        )
        return [row[0] for row in cursor.fetchall()]
