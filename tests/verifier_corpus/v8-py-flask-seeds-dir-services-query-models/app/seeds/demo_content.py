"""Fill a local database with demo users and articles: python -m app.seeds.demo_content"""
from sqlalchemy import select

from app import create_app
from app.extensions import db
from app.models import Article, User


def seed_users() -> list[User]:
    users = []
    for name in ("alice", "bob"):
        user = db.session.scalar(select(User).where(User.username == name))
        if user is None:
            user = User(username=name, email=f"{name}@example.com", password_hash="x")
            db.session.add(user)
        users.append(user)
    return users


def seed_articles(users: list[User]) -> None:
    for i, user in enumerate(users):
        db.session.add(Article(slug=f"demo-{i}", title=f"Demo {i}", body="Lorem ipsum", author=user))
    db.session.commit()


if __name__ == "__main__":
    with create_app().app_context():
        seed_articles(seed_users())
