from conduit.extensions import db

followers = db.Table(
    "followers",
    db.Column("follower_id", db.ForeignKey("users.id"), primary_key=True),
    db.Column("followed_id", db.ForeignKey("users.id"), primary_key=True),
)


class User(db.Model):
    __tablename__ = "users"

    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(120), unique=True, nullable=False)
    password_hash = db.Column(db.String(256), nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.String(300))
    followed = db.relationship(
        "User", secondary=followers,
        primaryjoin=id == followers.c.follower_id,
        secondaryjoin=id == followers.c.followed_id,
        backref="followers_of",
    )
