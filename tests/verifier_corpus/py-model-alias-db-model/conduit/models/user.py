from conduit.extensions import Column, Model, db


class User(Model):
    __tablename__ = "users"

    id = Column(db.Integer, primary_key=True)
    username = Column(db.String(255), unique=True, nullable=False)
    email = Column(db.String(255), unique=True, nullable=False)
    password_hash = Column(db.String(255), nullable=False)
    bio = Column(db.Text)
    image = Column(db.String(500))
