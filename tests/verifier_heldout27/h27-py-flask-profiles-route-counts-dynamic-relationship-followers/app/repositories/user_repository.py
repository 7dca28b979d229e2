from ..extensions import db
from ..models import User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        return db.session.scalar(db.select(User).where(User.username == username))

    def by_id(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def add_follower(self, user: User, follower: User) -> None:
        if follower not in user.followers:
            user.followers.append(follower)
        db.session.commit()

    def remove_follower(self, user: User, follower: User) -> None:
        if follower in user.followers:
            user.followers.remove(follower)
        db.session.commit()
