"""Data access: the only module that talks to the database."""
from django.conf import settings
from sqlalchemy import create_engine, delete, func, select
from sqlalchemy.orm import sessionmaker

from blog.models import Article, Base, Comment, Follow, User

engine = create_engine(settings.SQLALCHEMY_URL)
Session = sessionmaker(engine, expire_on_commit=False)


def create_schema():
    Base.metadata.create_all(engine)


class UserRepository:
    def get(self, user_id):
        with Session() as s:
            return s.get(User, user_id)

    def find(self, **by):
        with Session() as s:
            return s.scalar(select(User).filter_by(**by))

    def add(self, **fields):
        with Session.begin() as s:
            user = User(**fields)
            s.add(user)
        return user

    def following(self, follower_id, followee_id):
        with Session() as s:
            return s.get(Follow, (follower_id, followee_id)) is not None

    def set_following(self, follower_id, followee_id, on):
        with Session.begin() as s:
            if on and s.get(Follow, (follower_id, followee_id)) is None:
                s.add(Follow(follower_id=follower_id, followee_id=followee_id))
            elif not on:
                s.execute(delete(Follow).filter_by(follower_id=follower_id, followee_id=followee_id))


class ArticleRepository:
    def by_slug(self, slug):
        with Session() as s:
            return s.scalar(select(Article).filter_by(slug=slug))

    def add(self, **fields):
        with Session.begin() as s:
            article = Article(**fields)
            s.add(article)
            s.flush()
            s.refresh(article, ["author"])
        return article

    def page(self, author=None, limit=20, offset=0):
        stmt = select(Article)
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        with Session() as s:
            total = s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def add_comment(self, **fields):
        with Session.begin() as s:
            comment = Comment(**fields)
            s.add(comment)
            s.flush()
            s.refresh(comment, ["author"])
        return comment
