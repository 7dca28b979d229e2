from conduit.extensions import db
from conduit.models import Article, User


class UserRepository:
    def find_by_email(self, email):
        return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()

    def save(self, user):
        db.session.add(user)
        db.session.commit()
        return user


class ArticleRepository:
    def find_by_slug(self, slug):
        return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
