from conduit.extensions import db


class User(db.Model):
    __tablename__ = "users"

    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(255), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)

    @classmethod
    def by_username(cls, username: str) -> "User | None":
        return db.session.execute(db.select(cls).filter_by(username=username)).scalar_one_or_none()
