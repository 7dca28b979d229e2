from sqlalchemy import select

from conduit.entities import User
from conduit.persistence.session import SessionMaker


class UserStore:
    def save(self, user: User) -> User:
        with SessionMaker.begin() as s:
            s.add(user)
        return user

    def find(self, user_id: int) -> User | None:
        with SessionMaker() as s:
            return s.get(User, user_id)

    def find_by(self, **criteria) -> User | None:
        with SessionMaker() as s:
            return s.scalars(select(User).filter_by(**criteria)).first()

    def follows(self, follower_id: int, author_id: int) -> bool:
        with SessionMaker() as s:
            follower = s.get(User, follower_id)
            return any(a.id == author_id for a in follower.followed_authors)

    def set_follow(self, follower_id: int, author_id: int, on: bool) -> None:
        with SessionMaker.begin() as s:
            follower, author = s.get(User, follower_id), s.get(User, author_id)
            if on and author not in follower.followed_authors:
                follower.followed_authors.append(author)
            if not on and author in follower.followed_authors:
                follower.followed_authors.remove(author)
