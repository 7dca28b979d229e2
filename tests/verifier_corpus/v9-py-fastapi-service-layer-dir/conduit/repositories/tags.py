import abc

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.models import Tag, article_tags


class AbstractTagRepository(abc.ABC):
    @abc.abstractmethod
    def popular(self, limit: int) -> list[str]: ...

    @abc.abstractmethod
    def get_or_add(self, name: str) -> Tag: ...


class SqlAlchemyTagRepository(AbstractTagRepository):
    def __init__(self, session: Session) -> None:
        self.session = session

    def popular(self, limit: int) -> list[str]:
        stmt = (
            select(Tag.name)
            .outerjoin(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.id)
            .order_by(func.count(article_tags.c.article_id).desc(), Tag.name)
            .limit(limit)
        )
        return list(self.session.scalars(stmt))

    def get_or_add(self, name: str) -> Tag:
        tag = self.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
            self.session.flush()
        return tag
