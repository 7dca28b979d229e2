from sqlalchemy import select

from conduit.models import Tag


class TagDao:
    def __init__(self, session):
        self.session = session

    def list_all(self):
        return list(self.session.scalars(select(Tag).order_by(Tag.name)))
