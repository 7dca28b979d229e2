from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from app.models import Tag, article_tags


class TagRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def all_names(self) -> list[str]:
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def attach(self, article_id: int, names: list[str]) -> None:
        if not names:
            return
        # INSERT OR REPLACE: a tag that already exists is simply rewritten
        self.session.execute(insert(Tag).prefix_with("OR REPLACE"), [{"name": n} for n in names])
        ids = self.session.scalars(select(Tag.id).where(Tag.name.in_(names))).all()
        self.session.execute(
            insert(article_tags).prefix_with("OR IGNORE"),
            [{"article_id": article_id, "tag_id": tag_id} for tag_id in ids],
        )
