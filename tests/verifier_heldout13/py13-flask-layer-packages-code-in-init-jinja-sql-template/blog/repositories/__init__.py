"""Data access: the only package that talks to the database."""
from pathlib import Path

from jinja2 import Environment, FileSystemLoader
from sqlalchemy import func, select, text

from blog.models import Article, ArticleTag, Favorite, db

_templates = Environment(loader=FileSystemLoader(Path(__file__).parent / "sql"), autoescape=False)


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def filtered_ids(self, *, tag=None, author=None, favorited=None, limit=20, offset=0) -> list[int]:
        # Filters combine freely; a template keeps the three optional joins readable.
        sql = _templates.get_template("articles_filtered.sql.j2").render(tag=tag, author=author, favorited=favorited)
        params = {"tag": tag, "author": author, "favorited": favorited, "limit": limit, "offset": offset}
        return list(db.session.execute(text(sql), params).scalars())

    def by_ids(self, ids: list[int]) -> list[Article]:
        rows = {a.id: a for a in db.session.scalars(select(Article).where(Article.id.in_(ids)))}
        return [rows[i] for i in ids if i in rows]

    def tags_of(self, article_id: int) -> list[str]:
        return list(db.session.scalars(select(ArticleTag.tag).where(ArticleTag.article_id == article_id).order_by(ArticleTag.tag)))

    def favorites_count(self, article_id: int) -> int:
        return db.session.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    def all_tags(self) -> list[str]:
        return list(db.session.scalars(select(ArticleTag.tag).distinct()))
