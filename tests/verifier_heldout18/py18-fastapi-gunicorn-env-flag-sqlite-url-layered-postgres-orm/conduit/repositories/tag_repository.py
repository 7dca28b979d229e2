from sqlalchemy import select

from ..models import Tag


class TagRepository:
    def __init__(self, session):
        self.session = session

    def all_names(self):
        return list(self.session.scalars(select(Tag.name).order_by(Tag.name)))
