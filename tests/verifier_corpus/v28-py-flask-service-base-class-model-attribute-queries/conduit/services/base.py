from conduit.extensions import db


class BaseService:
    """CRUD shared by the entity services: subclasses name their model."""

    model = None

    def get(self, pk):
        return db.session.get(self.model, pk)

    def list(self, **filters):
        return db.session.scalars(db.select(self.model).filter_by(**filters)).all()
