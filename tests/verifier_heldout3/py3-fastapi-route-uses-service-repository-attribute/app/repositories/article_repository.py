from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article, Comment, Tag


class ArticleRepository:
    def __init__(self, session: Session):
        self.session = session

    def get_by_slug(self, slug: str) -> Article | None:
        return self.session.execute(select(Article).where(Article.slug == slug)).scalar_one_or_none()

    def list_recent(self, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(self.session.execute(stmt).scalars())

    def all_tag_names(self) -> list[str]:
        return list(self.session.execute(select(Tag.name).order_by(Tag.name)).scalars())

    def get_or_create_tag(self, name: str) -> Tag:
        tag = self.session.execute(select(Tag).where(Tag.name == name)).scalar_one_or_none()
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
        return tag

    def save(self, article: Article) -> Article:
        self.session.add(article)
        self.session.commit()
        self.session.refresh(article)
        return article

    def comments_for(self, article_id: int) -> list[Comment]:
        stmt = select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)
        return list(self.session.execute(stmt).scalars())

    def add_comment(self, comment: Comment) -> Comment:
        self.session.add(comment)
        self.session.commit()
        self.session.refresh(comment)
        return comment
