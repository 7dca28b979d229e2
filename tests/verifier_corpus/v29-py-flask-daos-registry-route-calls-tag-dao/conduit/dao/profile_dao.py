from sqlalchemy import select

from conduit.models import User


class ProfileDao:
    def __init__(self, session):
        self.session = session

    def by_username(self, username):
        return self.session.scalar(select(User).where(User.username == username))
