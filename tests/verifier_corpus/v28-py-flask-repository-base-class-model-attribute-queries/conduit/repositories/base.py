from conduit.extensions import db


class BaseRepository:
    """CRUD shared by the repositories: subclasses name their model."""

    model = None

    def get(self, pk):
        return db.session.get(self.model, pk)

    def list(self, **filters):
        return db.session.scalars(db.select(self.model).filter_by(**filters)).all()
