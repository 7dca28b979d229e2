from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models.user import User


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, user_id: int | None) -> User | None:
        return self.session.get(User, user_id) if user_id is not None else None

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def add_follow(self, follower: User, followed: User) -> None:
        if followed not in follower.following:
            follower.following.append(followed)
        self.session.commit()

    def remove_follow(self, follower: User, followed: User) -> None:
        if followed in follower.following:
            follower.following.remove(followed)
        self.session.commit()
