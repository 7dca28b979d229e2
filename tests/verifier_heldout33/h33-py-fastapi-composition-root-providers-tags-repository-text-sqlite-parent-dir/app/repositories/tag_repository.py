from sqlalchemy import text
from sqlalchemy.orm import Session


class TagRepository:
    def __init__(self, session: Session):
        self.session = session

    def all_names(self) -> list[str]:
        rows = self.session.execute(text("SELECT DISTINCT name FROM tags ORDER BY name"))
        return [row[0] for row in rows]
