from sqlalchemy import Column, ForeignKey, Integer, String, Table, Text

from conduit.extensions import db

follows = Table(
    "follows",
    db.metadata,
    Column("follower_id", Integer, ForeignKey("users.id"), primary_key=True),
    Column("followed_id", Integer, ForeignKey("users.id"), primary_key=True),
)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(Integer, primary_key=True)
    username = db.Column(String(80), unique=True, nullable=False)
    email = db.Column(String(255), unique=True, nullable=False)
    password_hash = db.Column(String(255), nullable=False)
    bio = db.Column(Text, default="")
    image = db.Column(String(500), nullable=True)
