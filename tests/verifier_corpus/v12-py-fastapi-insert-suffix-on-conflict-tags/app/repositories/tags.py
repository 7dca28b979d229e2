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
        # tags are shared between articles: skip the ones that already exist
        self.session.execute(insert(Tag).suffix_with("ON CONFLICT DO NOTHING"), [{"name": n} for n in names])
        ids = self.session.scalars(select(Tag.id).where(Tag.name.in_(names))).all()
        self.session.execute(
            insert(article_tags).suffix_with("ON CONFLICT DO NOTHING"),
            [{"article_id": article_id, "tag_id": tag_id} for tag_id in ids],
        )
