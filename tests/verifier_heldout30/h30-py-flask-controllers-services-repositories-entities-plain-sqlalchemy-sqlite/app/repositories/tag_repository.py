from sqlalchemy import select

from app.entities import Tag, article_tags


class TagRepository:
    def __init__(self, session) -> None:
        self._session = session

    def get_or_create(self, name: str) -> Tag:
        tag = self._session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self._session.add(tag)
        return tag

    def in_use(self) -> list[str]:
        stmt = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
        return list(self._session.scalars(stmt))
