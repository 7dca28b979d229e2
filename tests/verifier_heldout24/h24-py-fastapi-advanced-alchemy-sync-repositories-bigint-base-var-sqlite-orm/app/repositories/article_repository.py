from advanced_alchemy.repository import SQLAlchemySyncRepository
from sqlalchemy import select

from app.models import Article, Tag


class ArticleRepository(SQLAlchemySyncRepository[Article]):
    model_type = Article

    def by_slug(self, slug: str):
        return self.get_one_or_none(slug=slug)

    def list(self, tag=None, author=None, limit=20, offset=0):
        filters = []
        if tag:
            filters.append(Article.tags.any(Tag.name == tag))
        rows, total = self.list_and_count(*filters)
        rows = sorted(rows, key=lambda a: a.created_at, reverse=True)
        return rows[offset:offset + limit], total

    def feed(self, user_id, limit, offset):
        return [], 0

    def tag_names(self):
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))

    def tags_by_name(self, names):
        tags = TagRepository(session=self.session)
        return [tags.get_one_or_none(name=n) or tags.add(Tag(name=n)) for n in names]


class TagRepository(SQLAlchemySyncRepository[Tag]):
    model_type = Tag
