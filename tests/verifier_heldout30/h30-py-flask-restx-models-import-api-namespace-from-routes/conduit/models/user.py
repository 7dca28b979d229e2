from flask_restx import fields

from conduit.extensions import db
from conduit.routes.namespaces import users_ns


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(255), nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.String(500))


# Wire shapes of the entity, declared next to it so the two never drift apart.
user_schema = users_ns.model("User", {
    "email": fields.String,
    "username": fields.String,
    "bio": fields.String,
    "image": fields.String,
    "token": fields.String,
})
user_envelope = users_ns.model("UserEnvelope", {"user": fields.Nested(user_schema)})
